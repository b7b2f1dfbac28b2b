## Inline-Modus: @bot in jedem Chat (src/bot/features/inline).

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
inline-pending-alert = Die Rechnung wird noch erstellt. Versuche es gleich noch einmal.
inline-no-account = ⚠️ Es wurde keine Rechnung erstellt: Der Absender hat noch kein Konto bei mir.
inline-invoice-not-created = ⚠️ Es wurde keine Rechnung erstellt: Dieser Betrag ist nicht erlaubt. Gib einen neuen ein.
inline-pay-button = ⚡ Bezahlen
inline-qr-button = 🔳 QR-Code
inline-qr-sent = Der QR-Code ist in deinem privaten Chat mit mir.
inline-invoice-gone = Diese Rechnung ist nicht mehr verfügbar. Fordere eine neue an.
