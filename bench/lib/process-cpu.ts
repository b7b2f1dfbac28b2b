/**
 * CPU time of a server process and its children, from /proc (Linux): what
 * the `stores` scenario charges to the store server (PostgreSQL's
 * postmaster and its backends).
 */
import { readdir, readFile } from "node:fs/promises";

/**
 * CPU ms (user + system) of the process `root` and of its children, from
 * /proc (Linux): the live children's own time, and what the children that
 * ended have left in `root`'s cutime and cstime once it reaped them.
 * PostgreSQL's backends come and go (the pool closes a connection idle for
 * 10 s), so summing the live ones alone went backwards when one ended
 * between two samples.
 */
export async function processTreeCpuMs(root: number, procDir = "/proc"): Promise<number> {
  const ticks = 100; // USER_HZ on Linux
  // Fields after the command (which may hold spaces) start after the last ")";
  // utime, stime, cutime, cstime are fields 14 to 17 of proc(5), 11 to 14 here.
  const fieldsOf = (stat: string) => stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ms = (value: string | undefined) => (Number(value) / ticks) * 1000;
  // The root first: a child that ends after this read and before its own is missed once, never counted twice.
  const own = fieldsOf(await readFile(`${procDir}/${root}/stat`, "utf8"));
  let total = ms(own[11]) + ms(own[12]) + ms(own[13]) + ms(own[14]);
  for (const entry of await readdir(procDir)) {
    if (!/^\d+$/.test(entry) || Number(entry) === root) continue;
    const stat = await readFile(`${procDir}/${entry}/stat`, "utf8").catch(() => "");
    const fields = fieldsOf(stat);
    if (Number(fields[1]) !== root) continue;
    total += ms(fields[11]) + ms(fields[12]);
  }
  return total;
}
