import { describe, expect, test } from "vitest";
import {
  type AddressPolicy,
  type Resolver,
  canonicalAddress,
  isPrivateHostname,
  isPublicAddress,
  resolveTarget,
} from "../../server/seo-audit/address-policy";
import { AuditError } from "../../server/seo-audit/audit-error";

const productionPolicy: AddressPolicy = { allowedPorts: new Set([80, 443]), allowedTargets: new Set() };
const noDns: Resolver = async () => {
  throw new Error("no DNS in this test");
};

async function refusal(url: string, policy = productionPolicy, resolve = noDns): Promise<string | null> {
  try {
    await resolveTarget(new URL(url), policy, resolve);
    return null;
  } catch (error) {
    return error instanceof AuditError ? error.kind : `unexpected: ${String(error)}`;
  }
}

describe("which addresses count as public", () => {
  test.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.100.100.200",
    "192.0.0.192",
    "198.18.0.1",
    "224.0.0.1",
    "240.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b::a00:1",
    "2002:7f00:1::",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "fe80::1",
    "fd00::1",
    "fd00:ec2::254",
    "fc00::1",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "100::1",
  ])("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4009:81f::200e"])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  test("IPv4-mapped IPv6 is read as the IPv4 it carries", () => {
    expect(canonicalAddress("::ffff:127.0.0.1")).toEqual({ address: "127.0.0.1", family: 4 });
    expect(canonicalAddress("::ffff:5db8:d822")).toEqual({ address: "93.184.216.34", family: 4 });
  });

  test("a string that is not an address is never public", () => {
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});

describe("which host names are refused without a lookup", () => {
  test.each([
    "localhost",
    "LOCALHOST",
    "localhost.",
    "app.localhost",
    "metadata.google.internal",
    "printer.local",
    "nas.home.arpa",
    "intranet",
    "metadata",
    "router.lan",
  ])("%s", (name) => {
    expect(isPrivateHostname(name)).toBe(true);
  });

  test.each(["example.com", "www.agency.co.uk", "localhost-tools.example"])("%s is a public name", (name) => {
    expect(isPrivateHostname(name)).toBe(false);
  });
});

describe("resolveTarget", () => {
  test.each([
    ["ftp://example.com/", "refused"],
    ["file:///etc/passwd", "refused"],
    ["http://user:secret@example.com/", "refused"],
    ["http://example.com:8080/", "refused"],
    ["https://example.com:22/", "refused"],
    ["http://127.0.0.1/", "refused"],
    ["http://0x7f.1/", "refused"],
    ["http://[::ffff:127.0.0.1]/", "refused"],
    ["http://localhost/", "refused"],
  ])("refuses %s before any lookup", async (url, kind) => {
    expect(await refusal(url)).toBe(kind);
  });

  test("refuses a name when any of its addresses is private, even beside a public one", async () => {
    const mixed: Resolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.1.2.3", family: 4 },
    ];
    expect(await refusal("https://mixed.example/", productionPolicy, mixed)).toBe("refused");
  });

  test("refuses a name that resolves to a private address in IPv6 spelling", async () => {
    const mapped: Resolver = async () => [{ address: "::ffff:169.254.169.254", family: 6 }];
    expect(await refusal("https://mapped.example/", productionPolicy, mapped)).toBe("refused");
  });

  test("a name that does not resolve is unreachable, not refused", async () => {
    expect(await refusal("https://no-such-name.example/")).toBe("unreachable");
  });

  test("a public name resolves to its checked address on the standard ports", async () => {
    const publicDns: Resolver = async () => [{ address: "93.184.216.34", family: 4 }];
    await expect(resolveTarget(new URL("https://www.example.com/"), productionPolicy, publicDns)).resolves.toEqual({
      address: "93.184.216.34",
      family: 4,
    });
  });

  test("an allowed target is an exact address and port: the same address on another port stays refused", async () => {
    const testPolicy: AddressPolicy = { allowedPorts: new Set([80, 443]), allowedTargets: new Set(["127.0.0.1:4100"]) };
    await expect(resolveTarget(new URL("http://127.0.0.1:4100/"), testPolicy, noDns)).resolves.toEqual({ address: "127.0.0.1", family: 4 });
    expect(await refusal("http://127.0.0.1/", testPolicy)).toBe("refused");
    expect(await refusal("http://127.0.0.2:4100/", testPolicy)).toBe("refused");
    expect(await refusal("http://[::1]:4100/", testPolicy)).toBe("refused");
  });

  test("a configured port opens that port on public addresses only", async () => {
    const policy: AddressPolicy = { allowedPorts: new Set([80, 443, 8080]), allowedTargets: new Set() };
    const publicDns: Resolver = async () => [{ address: "93.184.216.34", family: 4 }];
    await expect(resolveTarget(new URL("http://www.example.com:8080/"), policy, publicDns)).resolves.toMatchObject({
      address: "93.184.216.34",
    });
    expect(await refusal("http://10.0.0.1:8080/", policy)).toBe("refused");
  });
});
