## /lnurl in a group, as a reply or with @username (src/features/group-lnurl), in the
## group's language. $name arrives HTML-escaped.

# Above the member's pay code (a photo caption).
group-lnurl-headline-caption =
    🔁 <b>Zahlungscode von { $name }</b>
    Damit kann man aus jeder Lightning-Wallet beliebige Beträge an diese Person zahlen.
# Above the pay code of a member's lightning address ($address, HTML-escaped).
group-lnurl-address-headline-caption =
    🔁 <b>Zahlungscode von { $name }</b> (Lightning-Adresse <code>{ $address }</code>)
    Damit kann man aus jeder Lightning-Wallet beliebige Beträge an diese Person zahlen.
group-lnurl-usage = 🔁 Antworte mit /lnurl auf die Nachricht eines Mitglieds oder sende <code>/lnurl @username</code>, um dessen Zahlungscode zu zeigen. /lnurl allein zeigt deinen.
# $username: the @username as written, HTML-escaped.
group-lnurl-unknown-username = { $username } kenne ich in dieser Gruppe nicht. Antworte stattdessen mit /lnurl auf eine Nachricht dieser Person.
group-lnurl-bot = 🤖 Bots haben keinen Zahlungscode.
group-lnurl-on-behalf-of-chat = Diese Nachricht wurde im Namen eines Kanals oder eines anonymen Admins gesendet, daher gibt es kein Mitglied, dessen Zahlungscode ich zeigen könnte.
group-lnurl-no-account = { $name } hat kein Konto bei mir und keine Lightning-Adresse, daher gibt es keinen Zahlungscode. { $name } kann das in einem privaten Chat mit mir einrichten.
group-lnurl-no-webhook = ⚠️ Das Gateway gibt einen Zahlungscode für { $name } erst heraus, wenn für das Konto ein Zahlungs-Webhook eingerichtet ist.
# $reason: the gateway's failure in one sentence, HTML-escaped.
group-lnurl-failed = ⚠️ Der Zahlungscode konnte nicht abgerufen werden. { $reason }
