## Inline-Modus: @bot in jedem Chat (src/features/inline).

inline-setup-button = Einrichten: Bot öffnen
inline-help-invoice-title = Zahlung anfordern: Betrag und Zweck eingeben
inline-help-invoice-description = z. B. @{ $bot } 1000 Kaffee, 5k Mittagessen, 5 usd
inline-help-message = ⚡ Um in einem Chat eine Zahlung anzufordern, tippe <code>@{ $bot } 1000 Kaffee</code> und wähle die Rechnung.
inline-refused-title = Diesen Betrag kann ich nicht verwenden

inline-invoice-title = Rechnung über { $amount }: { $description }
inline-invoice-title-alone = Rechnung über { $amount }
inline-invoice-result-description = Erstellt eine Rechnung auf deinem Konto und postet sie hier, damit jeder sie bezahlen kann.
inline-invoice-pending = ⏳ <b>Rechnung über { $amount }</b> wird erstellt…
inline-pending-button = ⏳ Wird erstellt…
inline-pending-alert = Diese Rechnung ist noch nicht fertig. Ändert sich diese Nachricht nicht innerhalb einer Minute, wurde sie nicht erstellt: Bitte den Absender um eine neue.
inline-no-account = ⚠️ Es wurde keine Rechnung erstellt: Der Absender hat noch kein Konto bei mir.
inline-invoice-not-created = ⚠️ Es wurde keine Rechnung erstellt: Dieser Betrag ist nicht erlaubt. Gib einen neuen ein.
inline-pay-button = ⚡ Bezahlen
inline-qr-button = 🔳 QR-Code
inline-qr-sent = Der QR-Code ist in deinem privaten Chat mit mir.
inline-invoice-gone = Diese Rechnung ist nicht mehr verfügbar. Fordere eine neue an.

inline-help-send-title = An den Ersten verschenken: send und einen Betrag eingeben
inline-help-send-description = z. B. @{ $bot } send 500 danke
inline-help-send-message = 🎁 Um in einem Chat Sats an den Ersten zu verschenken, der sie abholt, tippe <code>@{ $bot } send 500 danke</code> und wähle es aus.
inline-send-needs-amount = Gib nach send einen Betrag ein, z. B. send 500 danke.
inline-send-title = { $amount } senden: an den Ersten, der abholt
inline-send-result-description = Sendet { $amount } von deinem Konto an den Ersten, der es abholt, in dem Moment (deine Limits gelten). Einen Tag lang offen.
inline-send-pending = ⏳ <b>{ $amount } für den Ersten, der abholt</b> wird vorbereitet…
inline-send-pending-alert = Das ist noch nicht fertig. Ändert sich diese Nachricht nicht innerhalb einer Minute, wurde nichts angeboten: Frag den Absender noch einmal.
inline-send-no-account = ⚠️ Nichts wurde angeboten: Der Absender hat noch kein Konto bei mir.
inline-send-not-offered = ⚠️ Nichts wurde angeboten: Dieser Betrag ist nicht erlaubt. Gib einen neuen ein.
inline-send-card = 🎁 <b>{ $name } sendet { $amount }</b> an den Ersten, der es abholt.
inline-send-card-expiry = Nichts wird gesendet, bis es jemand abholt. Einen Tag lang offen.
inline-claim-button = 🎁 Abholen
inline-cancel-button = ✖️ Abbrechen (nur Absender)
inline-send-claimed = ✅ <b>{ $claimer } hat { $amount }</b> von { $name } abgeholt.
inline-send-unknown = ⚠️ <b>{ $amount } an { $claimer }: Ergebnis unbekannt</b>, nicht wiederholt. { $name } kann /history prüfen.
inline-send-cancelled = ✖️ <b>Abgebrochen</b> von { $name }: Nichts wurde gesendet.
inline-send-expired = ⌛ <b>Abgelaufen</b>: Niemand hat { $amount } von { $name } abgeholt; nichts wurde gesendet.
inline-send-closed = ✖️ <b>Geschlossen</b>: Die { $amount } von { $name } können nicht mehr abgeholt werden; nichts wurde gesendet.
# Someone who could not receive pressed Claim on an inline send and opened the bot through it:
# what waits for them, said first. $name: the sender (HTML-escaped); $ready: "yes" when they
# can receive now (the sandbox made their test account), else "no" (/connect follows).
inline-send-waiting =
    🎁 <b>{ $name } sendet { $amount }</b> an den Ersten, der es abholt – und es ist noch offen.
    { $ready ->
        [yes] Dein Konto ist bereit: Geh zurück zur Nachricht und drück noch einmal auf ihren 🎁-Knopf, um es zu erhalten.
       *[no] Um es zu erhalten, verbinde dein Händlerkonto (ich frage gleich hier unten danach) oder lege in /settings eine Lightning-Adresse fest; dann geh zurück zur Nachricht und drück noch einmal auf ihren 🎁-Knopf.
    }
inline-claim-paid = 💰 Du hast { $amount } von { $name } erhalten.
inline-claim-own = Du kannst deine eigene Sendung nicht abholen. Tippe auf Abbrechen, um sie zurückzunehmen.
inline-claim-taken = Jemand anderes war schneller.
inline-claim-ended = Diese Sendung ist nicht mehr offen.
inline-claim-busy = Deine Abholung wird gerade bezahlt. Einen Moment bitte.
inline-claim-already = Du hast das schon abgeholt.
inline-claim-not-paid = Nichts wurde bezahlt: Das Konto des Absenders kann es gerade nicht bezahlen. Es bleibt offen: versuche es später.
inline-claim-unknown = Die Zahlung ging raus, aber ihr Ergebnis ist unbekannt; sie wird nicht wiederholt. Sieh in /history nach.
inline-cancel-not-owner = Nur der Absender kann das abbrechen.
inline-cancel-done = Abgebrochen: Nichts wurde gesendet.
inline-cancel-too-late = Zu spät: Jemand holt es gerade ab.
inline-send-gone = Diese Sendung ist nicht mehr verfügbar.
inline-send-note-claimed = 🎁 { $claimer } hat deine <b>{ $amount }</b> abgeholt (Inline-Sendung).

## The inline giveaway (de): see en/inline.ftl for what each text is for.

inline-help-giveaway-title = An die Ersten verschenken: giveaway, Gesamtbetrag und Anzahl eingeben
inline-help-giveaway-description = z. B. @{ $bot } giveaway 1000 5 danke
inline-help-giveaway-message = 🎁 Um in einem Chat Sats unter den Ersten zu verteilen, die sie abholen, tippe <code>@{ $bot } giveaway 1000 5 danke</code> (5 × 200 sat) und wähle es aus.
inline-giveaway-needs-amounts = Gib nach giveaway einen Gesamtbetrag und die Anzahl ein, z. B. giveaway 1000 5 danke.
inline-giveaway-ambiguous = Das lässt sich zweifach lesen: Schreib die Summe ohne Leerzeichen, z. B. giveaway 1500 5
inline-giveaway-title = Giveaway: { $count } × { $share } für die Ersten, die abholen
inline-giveaway-result-description = Gibt bis zu { $total } von deinem Konto: { $count } × { $share } an die ersten { $count }, die abholen, bezahlt in dem Moment (dann gelten deine Limits). Endet nach { $minutes } Min.; du kannst es früher beenden.
inline-giveaway-pending = ⏳ <b>Giveaway: { $count } × { $share }</b> wird vorbereitet…
inline-giveaway-place = einer Inline-Nachricht
