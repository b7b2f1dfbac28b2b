/**
 * Raw HTTP/1.1 over a socket, for requests fetch cannot make: malformed
 * targets, headers without their body, a body that never finishes.
 */
import { connect, type Socket } from "node:net";

/**
 * Writes `raw` on a fresh connection to 127.0.0.1:`port`; resolves with all
 * that came back once the server closed the connection, or, after
 * `giveUpMs`, with what came so far followed by "(still open after … ms)".
 */
export function exchange(port: number, raw: string, giveUpMs = 3_000): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, "127.0.0.1", () => socket.write(raw));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    // A reset after the answer (the server closed while we were writing) ends the exchange too.
    socket.on("error", () => undefined);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(`${answer}(still open after ${giveUpMs} ms)`);
    }, giveUpMs);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
