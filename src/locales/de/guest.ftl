## Gast-Trinkgelder: @bot als Antwort in jedem Chat, auch ohne den Bot als Mitglied (src/features/guest).

guest-title = Trinkgeld
guest-how-to = ⚡ Um hier jemandem Trinkgeld zu geben, antworte auf seine Nachricht mit <code>@{ $bot } 500 danke</code>: Er bekommt 500 sat von deinem Konto.
guest-no-reply = ⚡ Antworte auf die Nachricht der Person, der du Trinkgeld geben willst, mit <code>@bot 500</code>.
guest-self = ⚡ Du kannst dir selbst kein Trinkgeld geben: Antworte auf die Nachricht von jemand anderem.
guest-bot = ⚡ Bots bekommen kein Trinkgeld: Antworte auf die Nachricht eines Menschen.
guest-on-behalf-of-chat = ⚡ Diese Nachricht kam im Namen eines Chats, nicht von einer Person: Antworte auf die Nachricht eines Mitglieds.
guest-anonymous-tipper = ⚡ Du schreibst anonym: Trinkgeld kommt vom eigenen Konto einer Person.
guest-card = ⚡ { $tipper } → { $member } · { $amount }
guest-card-paid = ✅ { $tipper } → { $member } · { $amount } · bezahlt
guest-card-cancelled = 🚫 { $tipper } → { $member } · { $amount } · abgebrochen, nichts wurde gesendet
guest-card-not-sent = ❌ { $tipper } → { $member } · { $amount } · nicht gesendet
guest-card-unknown = ❓ { $tipper } → { $member } · { $amount } · Ergebnis unbekannt, wird nicht wiederholt
guest-card-pledged = ⏳ { $tipper } → { $member } · { $amount } · wartet, bis { $member } es abholt
guest-card-note = 💬 { $note }
guest-pay-button = ⚡ Bezahlen
guest-cancel-button = Abbrechen
guest-claim-button = 🎁 Abholen
guest-only-tipper = Nur { $tipper } kann dieses Trinkgeld bezahlen oder abbrechen.
guest-gone = Dieses Trinkgeld ist nicht mehr verfügbar.
guest-paid = Bezahlt.
guest-pledged = Noch kein Konto: Das Trinkgeld wartet, bis es abgeholt wird. Es wurde nichts bewegt.
guest-already = Dieses Trinkgeld wurde schon bearbeitet.
guest-already-paid = Dieses Trinkgeld wurde schon bezahlt. Nichts wurde doppelt gesendet.
guest-not-sent = Nicht gesendet. Den Grund findest du in unserem privaten Chat.
guest-cancelled = Abgebrochen. Nichts wurde gesendet.
guest-cancel-too-late = Zu spät zum Abbrechen: Die Zahlung wurde schon angestoßen.
guest-received-note = ⚡ { $tipper } hat dir { $amount } Trinkgeld in { $where } gegeben.
guest-sent-note = ✅ Du hast { $member } { $amount } Trinkgeld in { $where } gegeben.
guest-pledged-note = ⏳ { $member } hat noch kein Konto bei mir: Dein Trinkgeld von { $amount } wartet, bis es abgeholt wird (nichts wurde bewegt). Die Karte im Chat hat einen Abholen-Knopf; du kannst auch diesen Link weitergeben: { $link }
guest-not-sent-note = ❌ Dein Trinkgeld von { $amount } an { $member } wurde nicht gesendet: { $reason }
guest-unknown-note = ❓ Dein Trinkgeld von { $amount } an { $member }: Das Ergebnis ist unbekannt. Es wird nicht wiederholt; sieh in /history nach, bevor du es noch einmal gibst.
guest-reason-funds = nicht genug verfügbar (verfügbar: { $spendable }).
guest-reason-no-account = du hast noch kein Konto bei mir. Nutze zuerst /connect.
guest-reason-other = die Zahlung war nicht möglich.
guest-confirm-summary = <b>{ $amount }</b> Trinkgeld an { $to } in { $where } geben?
guest-what = Trinkgeld von { $amount } an { $to }
guest-outcome-sent = ✅ { $amount } Trinkgeld an { $to } gegeben
guest-outcome-cancelled = 🚫 Trinkgeld von { $amount } an { $to } abgebrochen.
guest-outcome-not-sent = ❌ Trinkgeld von { $amount } an { $to } nicht gesendet
guest-outcome-unknown = ❓ Trinkgeld von { $amount } an { $to }: unbekannt — wird nicht wiederholt.

## Zugesagt, dann abgeholt oder nicht (HTML).
guest-card-claimed = ✅ { $tipper } → { $member } · { $amount } · abgeholt
guest-card-unclaimed = 🚫 { $tipper } → { $member } · { $amount } · nicht abgeholt, nichts wurde gesendet
# Die Bestätigung im privaten Chat kam nicht rechtzeitig (HTML).
guest-card-expired = ⌛ { $tipper } → { $member } · { $amount } · nicht rechtzeitig bestätigt, nichts wurde gesendet

## Eine Karte an mehrere: @bot 300 @ann @bob danke (HTML).
guest-many-card = ⚡ { $tipper } → { $names } · je { $each } (insgesamt { $total })
guest-many-card-shares = ⚡ { $tipper } gab Trinkgeld:
guest-many-card-cancelled = 🚫 { $tipper } → { $names } · abgebrochen, nichts wurde gesendet
guest-many-card-refused = ❌ { $tipper } → { $names } · an niemanden gesendet
guest-many-card-expired = ⌛ { $tipper } → { $names } · nicht rechtzeitig bestätigt, nichts wurde gesendet
guest-many-line-unclaimed = 🚫 { $name }: nicht abgeholt
guest-many-claim-button = 🎁 Abholen: { $name }
guest-many-paying = Wird bezahlt… Die Karte zeigt, wer was bekommen hat.
guest-many-confirm = Je <b>{ $each }</b> Trinkgeld an { $names } (insgesamt <b>{ $total }</b>) in { $where } geben?
