/**
 * What paid entry keeps in the store: each group's door (price, owner, the
 * link that asks to join), each newcomer's ticket (the invoice for one
 * request, and how it ended) and each monthly member's membership (its end
 * date, the reminders sent). Nothing is kept in memory: a restart or another
 * replica reads the same records. Lists that the sweeps walk (tickets under
 * way, monthly memberships) and that people read (a member's memberships, an
 * owner's groups) are small records changed under a store lock, so two
 * replicas never lose each other's change.
 */
import { randomBytes } from "node:crypto";
import type Keyv from "keyv";
import type { Store } from "../../storage/types.ts";

/** How long a newcomer has to pay (the invoice's validity too). */
export const TICKET_TTL_MS = 15 * 60_000;
/** One paid month of a monthly membership. */
export const PERIOD_MS = 30 * 24 * 60 * 60_000;
/** How long after its end an unpaid membership keeps its member. */
export const GRACE_MS = 24 * 60 * 60_000;
/** Reminders before a membership's end, in days. */
export const REMINDER_DAYS = [3, 1] as const;
/** How long ended records are kept (history of an owner's payments). */
const KEEP_MS = 400 * 24 * 60 * 60_000;

/** A group's paid entry. */
export interface Door {
  chatId: number;
  title: string;
  priceSat: number;
  monthly: boolean;
  /** The admin paid, whose account makes the invoices. */
  ownerId: number;
  /** "@olga", or their name. */
  ownerHandle: string;
  /** The invite link that asks to join. */
  link: string;
  /** Off: no new invoices (tickets under way are honoured). */
  on: boolean;
  since: number;
}

/** How a ticket stands. */
export type TicketState =
  /** Invoiced; waiting for the payment. */
  | "waiting"
  /** Paid; the request not answered yet (the bot lost its rights, Telegram failed, a crash). */
  | "paid"
  /** Paid and let in (by the bot, or an admin first). */
  | "in"
  /** Paid, but an admin had declined the request first. */
  | "declined-first"
  /** Not paid in time: declined. */
  | "expired"
  /** The newcomer could not be written to: the request is left to the admins. */
  | "unwritten";

/** One newcomer's invoice for one join request (or a member's renewal). */
export interface Ticket {
  id: string;
  chatId: number;
  userId: number;
  /** "@nina", or their name. */
  userHandle: string;
  ownerId: number;
  ownerHandle: string;
  title: string;
  priceSat: number;
  monthly: boolean;
  /** A monthly member's renewal: paid, the period is added; no request to answer. */
  renewal: boolean;
  paymentHash: string;
  invoice: string;
  createdAt: number;
  expiresAt: number;
  state: TicketState;
  /** False when the private message could not be sent. */
  wrote: boolean;
}

/** A monthly member's paid period. */
export interface Membership {
  chatId: number;
  userId: number;
  userHandle: string;
  ownerId: number;
  title: string;
  priceSat: number;
  monthly: boolean;
  /** End of the paid period (epoch ms); far in the future for a one-off entry. */
  until: number;
  /** Removed after the grace day (they may come back through the link). */
  removed: boolean;
}

/** The records of paid entry. */
export class EntryBook {
  readonly #store: Store;
  readonly #doors: Keyv<Door>;
  readonly #tickets: Keyv<Ticket>;
  readonly #byHash: Keyv<string>;
  readonly #memberships: Keyv<Membership>;
  readonly #lists: Keyv<Record<string, number>>;

  constructor(store: Store) {
    this.#store = store;
    this.#doors = store.keyv<Door>("entry-doors");
    this.#tickets = store.keyv<Ticket>("entry-tickets");
    this.#byHash = store.keyv<string>("entry-ticket-by-hash");
    this.#memberships = store.keyv<Membership>("entry-memberships");
    this.#lists = store.keyv<Record<string, number>>("entry-lists");
  }

  /** The group's door, if paid entry was ever turned on there. */
  door(chatId: number): Promise<Door | undefined> {
    return this.#doors.get(String(chatId));
  }

  /** Saves a door and lists it among its owner's groups. */
  async saveDoor(door: Door): Promise<void> {
    await this.#doors.set(String(door.chatId), door);
    await this.#addTo(`owner:${door.ownerId}`, String(door.chatId), door.since);
  }

  /** The doors `ownerId` turned on. */
  async doorsOf(ownerId: number): Promise<Door[]> {
    const ids = Object.keys(await this.#list(`owner:${ownerId}`));
    const doors = await Promise.all(ids.map((id) => this.#doors.get(id)));
    return doors.filter((door): door is Door => door?.ownerId === ownerId);
  }

  /** A new ticket, recorded before anyone is shown its invoice, and listed as under way. */
  async newTicket(fields: Omit<Ticket, "id" | "state" | "wrote">): Promise<Ticket> {
    const ticket: Ticket = {
      ...fields,
      id: randomBytes(12).toString("base64url"),
      state: "waiting",
      wrote: false,
    };
    await this.#tickets.set(ticket.id, ticket, KEEP_MS);
    await this.#byHash.set(ticket.paymentHash, ticket.id, KEEP_MS);
    await this.#addTo("open", ticket.id, ticket.expiresAt);
    await this.#addTo(`payments:${ticket.chatId}`, ticket.id, ticket.createdAt);
    return ticket;
  }

  ticket(id: string): Promise<Ticket | undefined> {
    return this.#tickets.get(id);
  }

  /** The ticket whose invoice has this payment hash. */
  async ticketByHash(paymentHash: string): Promise<Ticket | undefined> {
    const id = await this.#byHash.get(paymentHash);
    return id === undefined ? undefined : this.#tickets.get(id);
  }

  /** Changes a ticket; one that ended leaves the list under way. */
  async updateTicket(id: string, change: Partial<Ticket>): Promise<Ticket | undefined> {
    const ticket = await this.#tickets.get(id);
    if (!ticket) return undefined;
    const updated = { ...ticket, ...change };
    await this.#tickets.set(id, updated, KEEP_MS);
    if (updated.state !== "waiting" && updated.state !== "paid") {
      await this.#removeFrom("open", id);
    }
    return updated;
  }

  /** Tickets under way (waiting or paid and not let in), each with its due time. */
  async openTickets(): Promise<Ticket[]> {
    const ids = Object.keys(await this.#list("open"));
    const tickets = await Promise.all(ids.map((id) => this.#tickets.get(id)));
    return tickets.filter((ticket): ticket is Ticket => ticket !== undefined);
  }

  /** The latest tickets of a group, newest first (what the owner sees). */
  async paymentsOf(chatId: number, max: number): Promise<Ticket[]> {
    const listed = Object.entries(await this.#list(`payments:${chatId}`))
      .sort((a, b) => b[1] - a[1])
      .slice(0, max);
    const tickets = await Promise.all(listed.map(([id]) => this.#tickets.get(id)));
    return tickets.filter((ticket): ticket is Ticket => ticket !== undefined);
  }

  membership(chatId: number, userId: number): Promise<Membership | undefined> {
    return this.#memberships.get(`${chatId}:${userId}`);
  }

  /** Saves a membership, listed for its member, its group and (monthly) the sweep. */
  async saveMembership(membership: Membership): Promise<void> {
    const key = `${membership.chatId}:${membership.userId}`;
    await this.#memberships.set(key, membership);
    await this.#addTo(`member:${membership.userId}`, String(membership.chatId), membership.until);
    await this.#addTo(`members:${membership.chatId}`, String(membership.userId), membership.until);
    if (membership.monthly && !membership.removed)
      await this.#addTo("monthly", key, membership.until);
    else await this.#removeFrom("monthly", key);
  }

  /** The memberships of `userId`. */
  async membershipsOf(userId: number): Promise<Membership[]> {
    const chats = Object.keys(await this.#list(`member:${userId}`));
    const found = await Promise.all(
      chats.map((chat) => this.#memberships.get(`${chat}:${userId}`)),
    );
    return found.filter((membership): membership is Membership => membership !== undefined);
  }

  /** The memberships of a group. */
  async membersOf(chatId: number): Promise<Membership[]> {
    const users = Object.keys(await this.#list(`members:${chatId}`));
    const found = await Promise.all(
      users.map((user) => this.#memberships.get(`${chatId}:${user}`)),
    );
    return found.filter((membership): membership is Membership => membership !== undefined);
  }

  /** Monthly memberships not removed, for the sweep. */
  async monthlyMemberships(): Promise<Membership[]> {
    const keys = Object.keys(await this.#list("monthly"));
    const found = await Promise.all(keys.map((key) => this.#memberships.get(key)));
    return found.filter((membership): membership is Membership => membership !== undefined);
  }

  async #list(name: string): Promise<Record<string, number>> {
    return (await this.#lists.get(name)) ?? {};
  }

  #addTo(name: string, key: string, value: number): Promise<void> {
    return this.#store.withLock(`entry-list:${name}`, async () => {
      const list = await this.#list(name);
      list[key] = value;
      await this.#lists.set(name, list);
    });
  }

  #removeFrom(name: string, key: string): Promise<void> {
    return this.#store.withLock(`entry-list:${name}`, async () => {
      const list = await this.#list(name);
      if (!(key in list)) return;
      delete list[key];
      await this.#lists.set(name, list);
    });
  }
}
