## /start and /help in a private chat (src/features/start). The welcome is
## three messages joined by a blank line: the greeting, the user's lightning
## address (only when they have one), and the list of commands.

# $name: the user's first name.
start-welcome-hello = ⚡ Hallo { $name }! Ich bringe eine Lightning-Wallet in Telegram: Rechnungen stellen, bezahlen, auszahlen und in Gruppen Trinkgeld geben.
# $address: user@domain, where anyone can pay the user.
start-welcome-address = Deine Lightning-Adresse: <code>{ $address }</code>
# $sandbox: "yes" on the sandbox gateway (test money, nothing to connect), "no" on a real one.
start-welcome-commands =
    <b>Empfangen</b>
    /invoice <i>Betrag [Beschreibung]</i> – eine Lightning-Rechnung mit QR-Code
    /lnurl – dein wiederverwendbarer Zahlungscode, für jede Wallet
    /claim <i>lnurl</i> – einen Gutschein auf dein Konto einlösen (oder einfach einfügen oder ein Foto seines QR-Codes schicken)

    <b>Senden</b>
    /pay <i>Rechnung | lnurl | user@domain [Betrag]</i> – bezahlen (oder einfach eine Rechnung einfügen oder ein QR-Foto senden)
    /send <i>Betrag @nutzer | user@domain [Notiz]</i> – jemanden direkt bezahlen
    /withdraw <i>Adresse Betrag</i> – on-chain senden

    <b>In Gruppen</b>
    /tip <i>Betrag [Notiz]</i> – in einer Gruppe auf jemanden antworten, um Trinkgeld zu geben
    /giveaway, /rain, /tipjar, /top – Sats mit einer Gruppe teilen; /help dort erklärt es

    <b>Konto</b>
    /balance – Gesamt, eingefroren und verfügbar
    /history – deine letzten Vorgänge und offenen Zusagen
    /settings – Sprache, Währung, Trinkgelder, Trinkgeld per Reaktion, Lightning-Adresse
    { $sandbox ->
        [yes]
            {""}
            🧪 Dieser Bot läuft auf einem <b>Sandbox-Gateway</b>: Dein Konto wurde für dich angelegt und enthält nur Testgeld. /disconnect setzt es auf frisches Testgeld zurück.
       *[no] /connect – dein Händlerkonto verbinden · /disconnect – es entfernen
    }

    Beträge: 1500, 1 500, 1.500, 1,5k, 21k sats oder 0,0001 btc. /cancel bricht jede Frage ab.

start-welcome-inline = 🔎 In jedem Chat: Tippe <code>@{ $bot } 1000 Kaffee</code>, um eine Rechnung zu posten, oder <code>@{ $bot } send 500</code>, um Sats an den Ersten zu geben, der sie abholt.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Ich bin ein Lightning-Wallet-Bot. Hier in der Gruppe:
    /tip <i>100</i> als Antwort – der Person, die die Nachricht geschrieben hat, Trinkgeld geben
    /send <i>100 @nutzer</i> – ein Mitglied ohne Antwort bezahlen
    /giveaway <i>1000 5</i> – die ersten 5, die auf Abholen tippen, bekommen je 200 sat
    /rain <i>1000</i> – an die verteilen, die zuletzt geschrieben haben
    /tipjar <i>10k</i> – eine Kasse, in die jeder Sats legen kann; /top – wer hier am meisten gab
    /invoice <i>1000</i> – die Gruppe um eine Zahlung bitten
    /lnurl – dein Zahlungscode (als Antwort: der des Mitglieds)
    Deine Wallet, dein Guthaben und deine Einstellungen findest du in unserem privaten Chat.
