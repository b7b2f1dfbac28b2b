import { describe, expect, it } from "vitest";
import { errorFromAnswer, type FailureContext, readErrorBody } from "../../src/gateway/failures.ts";
import { redactGatewayText } from "../../src/gateway/redact.ts";

const answer = (status: number, body: string, contentType = "application/json") => ({
  status,
  headers: new Headers({ "content-type": contentType }),
  body,
});

describe("reading error bodies (B.4)", () => {
  it("reads code as a number, a digit string or a gRPC name", () => {
    expect(readErrorBody(answer(400, '{"code":3,"message":"m"}'), []).grpcCode).toBe(3);
    expect(readErrorBody(answer(400, '{"code":"9","message":"m"}'), []).grpcCode).toBe(9);
    expect(readErrorBody(answer(400, '{"code":"permission_denied"}'), []).grpcCode).toBe(7);
    expect(readErrorBody(answer(400, '{"code":"weird","message":"m"}'), []).grpcCode).toBe(
      undefined,
    );
  });

  it("tells HTML, plain text, empty and message-less JSON apart", () => {
    expect(readErrorBody(answer(502, "<!DOCTYPE html><html>", "text/plain"), []).shape).toBe(
      "html",
    );
    expect(readErrorBody(answer(502, "oops", "text/html"), []).shape).toBe("html");
    expect(readErrorBody(answer(502, "  \n"), []).shape).toBe("empty");
    expect(readErrorBody(answer(502, "no healthy upstream", "text/plain"), [])).toEqual({
      grpcCode: undefined,
      gatewayMessage: "no healthy upstream",
      shape: "text",
    });
    expect(readErrorBody(answer(500, '{"error":true}'), []).shape).toBe("json_without_message");
  });

  it("an unknown gRPC code is shown as a number only", () => {
    const error = errorFromAnswer(
      { operation: "getBalance", method: "GET", secrets: [], attempts: 1 },
      answer(418, '{"code":42,"message":"teapot"}'),
    );
    expect(error.message).toBe(
      "getBalance failed: the gateway answered HTTP 418 (gRPC 42): “teapot”. Nothing was done.",
    );
    expect(error.kind).toBe("rejected");
  });
});

describe("what a send's error answer means (B.4, B.8)", () => {
  const send: FailureContext = {
    operation: "sendPayment",
    method: "POST",
    secrets: [],
    attempts: 1,
  };

  it.each([
    [400, '{"code":3,"message":"bad invoice"}', "rejected"],
    [400, '{"code":"FAILED_PRECONDITION","message":"insufficient balance"}', "rejected"],
    [401, '{"code":"16"}', "authentication"],
    [403, '{"code":7,"message":"not your merchant"}', "rejected"],
    [404, '{"code":5,"message":"no such merchant"}', "rejected"],
    [429, '{"code":8,"message":"slow down"}', "rate_limited"],
  ])("%i with the contract's JSON %s is a refusal (%s)", (status, body, kind) => {
    const error = errorFromAnswer(send, answer(status, body));
    expect(error.kind).toBe(kind);
    expect(error.nothingHappened).toBe(true);
  });

  it.each([
    [400, '{"code":5,"message":"a code 400 is not paired with"}'],
    [400, '{"message":"no code"}'],
    [401, "<html>401</html>"],
    [403, '{"code":16}'],
    [500, '{"code":13,"message":"internal"}'],
    [503, '{"code":14,"message":"unavailable"}'],
    [504, '{"code":4,"message":"deadline"}'],
    [408, ""],
    [301, ""],
  ])("%i with %s leaves the outcome unknown", (status, body) => {
    const error = errorFromAnswer(send, answer(status, body));
    expect(error.kind).toBe("outcome_unknown");
    expect(error.nothingHappened).toBe(false);
    expect(errorFromAnswer({ ...send, operation: "sendOnchain" }, answer(status, body)).kind).toBe(
      "outcome_unknown",
    );
  });

  it("4.2 and the GETs keep their meanings: a 503 there moved nothing", () => {
    const html = answer(503, "<html>503</html>", "text/html");
    expect(errorFromAnswer({ ...send, operation: "createInvoice" }, html).kind).toBe("unavailable");
    expect(
      errorFromAnswer({ ...send, operation: "getBalance", method: "GET" }, html).nothingHappened,
    ).toBe(true);
  });
});

describe("redacting gateway text", () => {
  it("removes secrets, shortens invoices and folds the text to one short line", () => {
    const invoice = `lnbc1500n1${"q".repeat(200)}`;
    const text = redactGatewayText(`bad\nkey  supersecretkey\tfor ${invoice}`, ["supersecretkey"]);
    expect(text).toBe("bad key [redacted] for lnbc1500n1qq…");
    expect(redactGatewayText("x".repeat(500)).length).toBe(200);
    expect(redactGatewayText("lnbc1short")).toBe("lnbc1short");
  });
});
