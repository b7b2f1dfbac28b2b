/**
 * Raw HTTP/1.1 over a socket, for requests fetch cannot make: malformed
 * targets, headers without their body, a body that never finishes.
 */
import { connect, type Socket } from "node:net";

/** How long an exchange waits for the first byte of an answer (a hung server, not a slow one). */
const ANSWER_WAIT_MS = 30_000;

/**
 * Writes `raw` on a fresh connection to 127.0.0.1:`port`; resolves with all
 * that came back once the server closed the connection, or, when it is
 * still open `giveUpMs` after the answer began (or `ANSWER_WAIT_MS` after
 * connecting, with no answer), with what came so far followed by "(still
 * open after … ms)". The wait is counted from the answer: on a busy machine
 * a server can take seconds to answer a hundred connections at once, but
 * what the callers check is whether it closes the connection once it has
 * answered, or leaves it open for a body it will not read.
 */
export function exchange(port: number, raw: string, giveUpMs = 3_000): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, "127.0.0.1", () => socket.write(raw));
    let answer = "";
    const giveUp = (ms: number) =>
      setTimeout(() => {
        socket.destroy();
        resolve(`${answer}(still open after ${ms} ms)`);
      }, ms);
    let timer = giveUp(Math.max(giveUpMs, ANSWER_WAIT_MS));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      if (answer === "") {
        clearTimeout(timer);
        timer = giveUp(giveUpMs);
      }
      answer += chunk;
    });
    // A reset after the answer (the server closed while we were writing) ends the exchange too.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
