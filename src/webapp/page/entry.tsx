/**
 * Paid entry on the home screen (`/entry` in groups): the groups the user
 * joined by paying, with the end of each paid month; and, for an owner,
 * each of their groups' door (price, on or off), members and latest
 * payments. Hidden when there is nothing to show.
 */
import type { EntryResponse, EntryTicketStatus } from "../api-types.ts";
import { api } from "./api.ts";
import { Card, Row, useLoad, useSession } from "./ui.tsx";

export function Entry() {
  const { texts } = useSession();
  const entry = useLoad((signal) => api<EntryResponse>("entry", { signal }), []);
  const data = entry.data;
  if (!data || (data.memberships.length === 0 && data.groups.length === 0)) return null;
  return (
    <>
      {data.memberships.length > 0 ? (
        <Card title={texts.t("app-entry-memberships-title")}>
          {data.memberships.map((membership) => (
            <Row key={membership.group} label={membership.group}>
              {membership.until === null
                ? texts.t("app-entry-paid-once")
                : texts.t("app-entry-until", { date: texts.dateTime(membership.until) })}
            </Row>
          ))}
        </Card>
      ) : null}
      {data.groups.map((group) => (
        <Card key={group.link} title={texts.t("app-entry-group-title", { group: group.group })}>
          <div data-testid="entry-group">
            <Row label={texts.t("app-entry-price")}>
              {texts.t(group.monthly ? "app-entry-price-monthly" : "app-entry-price-once", {
                amount: texts.sat(group.priceSat),
              })}
              {group.on ? "" : ` · ${texts.t("app-entry-off")}`}
            </Row>
            <h3 class="card-subtitle">{texts.t("app-entry-members")}</h3>
            {group.members.length === 0 ? (
              <p class="hint">{texts.t("app-entry-no-members")}</p>
            ) : (
              group.members.map((member) => (
                <Row key={member.member} label={member.member}>
                  {member.until === null
                    ? texts.t("app-entry-paid-once")
                    : texts.t("app-entry-until", { date: texts.shortDateTime(member.until) })}
                </Row>
              ))
            )}
            <h3 class="card-subtitle">{texts.t("app-entry-payments")}</h3>
            {group.payments.length === 0 ? (
              <p class="hint">{texts.t("app-entry-no-payments")}</p>
            ) : (
              group.payments.map((payment) => (
                <Row
                  key={`${payment.member}-${payment.at}`}
                  label={`${texts.shortDateTime(payment.at)} · ${payment.member}`}
                >
                  {`${texts.sat(payment.amountSat)} · ${statusText(texts.t, payment.status)}`}
                </Row>
              ))
            )}
          </div>
        </Card>
      ))}
    </>
  );
}

/** The text of each ticket status. */
const STATUS: Record<EntryTicketStatus, string> = {
  waiting: "app-entry-status-waiting",
  paid: "app-entry-status-paid",
  in: "app-entry-status-in",
  "declined-first": "app-entry-status-declined-first",
  expired: "app-entry-status-expired",
  unwritten: "app-entry-status-unwritten",
};

function statusText(t: (key: string) => string, status: EntryTicketStatus): string {
  return t(STATUS[status]);
}
