## /tip an mehrere auf einmal: /tip 300 @ann @bob danke (src/features/tip/many.ts).

tip-many-too-many = 💸 Höchstens { $max } Personen in einem /tip.
tip-many-too-small = 💸 Das ist weniger als 1 sat pro Person: Nenne weniger Personen oder gib mehr.
tip-many-not-self = 💸 { $name } kann hier kein Trinkgeld bekommen (du selbst oder ich).
tip-many-refused-note = ❌ Dein Trinkgeld von insgesamt { $total } wurde an niemanden gesendet: { $reason }
tip-many-funds = nicht genug verfügbar (verfügbar: { $spendable }).
tip-many-working = ⏳ Trinkgeld wird gesendet…
tip-many-confirm = Je <b>{ $each }</b> Trinkgeld an { $names } geben (insgesamt <b>{ $total }</b>)?
tip-many-gone = Dieses Trinkgeld ist nicht mehr verfügbar.
tip-many-not-yours = Nur die Person, die gefragt hat, kann das drücken.
tip-many-cancelled = 🚫 Abgebrochen. Nichts wurde gesendet.
tip-many-too-late = Zu spät zum Abbrechen: Die Trinkgelder wurden schon bestätigt.
tip-many-receipt = ⚡ { $tipper } hat Trinkgeld gegeben:
tip-many-line-sent = ✅ { $name }: { $amount }
tip-many-line-pledged = ⏳ { $name }: { $amount } zugesagt, zum Abholen
tip-many-line-not-sent = ❌ { $name }: nicht gesendet
tip-many-line-unknown = ❓ { $name }: unbekannt — wird nicht wiederholt
tip-many-failed-note = Einige deiner Trinkgelder wurden nicht gesendet:
tip-many-line-reason = • { $name }: { $reason }
tip-many-reason-other = die Zahlung war nicht möglich.
