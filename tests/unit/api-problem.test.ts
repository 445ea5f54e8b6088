import { describe, expect, test } from "vitest";
import { HttpStatusError, readApiProblem } from "../../client/api/http";

const answered = (status: number, body: string) => new HttpStatusError(status, body, "Status text");

describe("reading what went wrong with a call", () => {
  test("an answer in the API's error shape gives its status, message and errors per field", () => {
    const body = JSON.stringify({ message: "Invalid email", fieldErrors: { email: ["Please enter a valid email address"] } });
    expect(readApiProblem(answered(400, body))).toEqual({
      status: 400,
      message: "Invalid email",
      fieldErrors: { email: ["Please enter a valid email address"] },
    });
  });

  test("a message without field errors gives no field errors", () => {
    expect(readApiProblem(answered(429, '{"message":"Too many submissions"}'))).toEqual({
      status: 429,
      message: "Too many submissions",
      fieldErrors: {},
    });
  });

  test("an answer that is not our JSON (a proxy's error page, an empty body) gives only its status", () => {
    expect(readApiProblem(answered(502, "<html>Bad gateway</html>"))).toEqual({ status: 502, message: null, fieldErrors: {} });
    expect(readApiProblem(answered(503, ""))).toEqual({ status: 503, message: null, fieldErrors: {} });
    expect(readApiProblem(answered(500, "[1,2]"))).toEqual({ status: 500, message: null, fieldErrors: {} });
  });

  test("a blank message or malformed field errors are not shown to the visitor", () => {
    expect(readApiProblem(answered(400, JSON.stringify({ message: "  ", fieldErrors: { email: "not a list" } })))).toEqual({
      status: 400,
      message: null,
      fieldErrors: {},
    });
  });

  test("an error that is not an answer (offline, connection reset) has no status", () => {
    expect(readApiProblem(new TypeError("Failed to fetch"))).toEqual({ status: null, message: null, fieldErrors: {} });
    expect(readApiProblem("anything")).toEqual({ status: null, message: null, fieldErrors: {} });
  });
});
