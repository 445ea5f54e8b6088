import sharp from "sharp";

/**
 * A photo-like picture: a colour field with a fine grain, so encoders have some work to do but not
 * the most there is (heavy noise made one 2400 px upload cost seconds of AVIF encoding, for nothing
 * a test looks at). `mean` sets its brightness, so pictures can differ.
 */
export const photo = (width: number, height: number, mean = 110) =>
  sharp({ create: { width, height, channels: 3, background: "#4a7db5", noise: { type: "gaussian", mean, sigma: 8 } } });
