## The command menu (src/chat/menu.ts): one short description per command
## (at most 256 characters, plain text).

## In private chats

menu-private-invoice = Rechnung mit QR-Code erstellen
menu-private-pay = Rechnung, LNURL oder Lightning-Adresse bezahlen
menu-private-send = @Nutzer, name@domain oder LNURL bezahlen: /send 100 @nutzer
menu-private-balance = Gesamt, eingefroren und verfügbar
menu-private-history = Letzte Vorgänge
menu-private-lnurl = Dein wiederverwendbarer Zahlungscode
menu-private-claim = Einen Gutschein einlösen (LNURL-withdraw)
menu-private-entry = Deine kostenpflichtigen Gruppen, ihre Mitglieder und Zahlungen
menu-private-withdraw = On-Chain senden
menu-private-settings = Sprache, Währung, Trinkgeld-Bestätigung, Lightning-Adresse
menu-private-connect = Händlerkonto verbinden
menu-private-disconnect = Händlerkonto entfernen
# /disconnect on the sandbox, where it resets the test account.
menu-private-disconnect-sandbox = Testgeld zurücksetzen
menu-private-cancel = Aktuelle Frage abbrechen
menu-private-help = Was ich kann

## In groups

menu-group-tip = Als Antwort auf eine Nachricht: /tip 100 [Notiz]
menu-group-tipjar = Trinkgeldkasse öffnen: /tipjar 10k [wofür]
menu-group-entry = Bezahlter Beitritt zu dieser Gruppe: /entry 2100 [monthly]
menu-group-split = Rechnung teilen: /split 60000 @ann @bob [wofür]
menu-group-chipin = Alles oder nichts: /chipin 100000 @dev 10 [by 3d]
menu-group-top = Wer hier am meisten gab und bekam
menu-group-send = Mitglied oder Adresse bezahlen: /send 100 @nutzer
menu-group-giveaway = Die Ersten, die auf Abholen tippen, bekommen einen Anteil: /giveaway 1000 5
menu-group-rain = Sats an die verteilen, die zuletzt geschrieben haben: /rain 1000
menu-group-raffle = Ein Preis, verlost unter den Teilnehmern: /raffle 21000 3 1h
menu-group-invoice = Die Gruppe um eine Zahlung bitten
menu-group-lnurl = Dein Zahlungscode oder der eines Mitglieds (Antwort oder @user)
menu-group-balance = Dein Guthaben, privat geschickt
menu-group-help = Was ich kann
