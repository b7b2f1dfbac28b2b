## /rain (de): see en/rain.ftl for what each text is for.

rain-usage = 🌧 <code>/rain 1000</code> verteilt 1000 sat von deinem Konto an die Mitglieder, die hier in den letzten { $minutes } Minuten geschrieben haben (höchstens { $max }). Eine Notiz darf dem Betrag folgen.
rain-in-private = 🌧 /rain funktioniert in Gruppen: Sende dort <code>/rain 1000</code>, um 1000 sat an alle zu verteilen, die kürzlich geschrieben haben.
rain-anonymous = Regen kommt vom Konto eines Mitglieds: Schreibe als du selbst (nicht als Gruppe oder Kanal).
rain-too-few = 🌧 Niemand da zum Beregnen: Ich kenne niemanden sonst, der hier in den letzten { $minutes } Minuten geschrieben hat. Wenn ich kein Admin bin, zeigt mir Telegram nur Befehle und Antworten auf meine Nachrichten (Privatsphäre-Modus): Mach mich zum Admin, damit ich sehe, wer schreibt, oder versuche es, wenn Leute mit mir gesprochen haben.
rain-none-meet = 🌧 Niemand, der hier in den letzten { $minutes } Minuten geschrieben hat, erfüllt die Bedingungen: von deinem Konto wurde nichts verlangt.
rain-share-too-small = 🌧 { $total } lässt sich nicht auf { $count } Mitglieder aufteilen: Jedes braucht mindestens 1 sat. Versuche einen größeren Betrag.
rain-description = Regen in { $chat }
rain-confirm =
    🌧 { $sender }, regnen lassen? <b>{ $total }</b> von deinem Konto: { $count } × { $share } an { $names }.
    Wer noch kein Konto hat, bekommt eine Zusage, von deinem Konto bezahlt, sobald sie abgeholt wird.
rain-confirm-remainder = Der Rest der ungeraden Teilung bleibt bei dir.
rain-confirm-label = 🌧 Regnen
rain-note = 📝 { $note }
rain-cancelled = 🚫 Regen abgebrochen. Nichts wurde gesendet.
rain-receipt = 🌧 <b>{ $sender }</b> ließ es regnen: je { $share }
rain-sent-line = ✅ Bezahlt: { $names }
rain-pledged-line = 🤝 Zugesagt, noch ohne Konto — tippe auf deinen Namen zum Abholen: { $names }
rain-pending-line = ⏳ Wird gesendet: { $names }
rain-skipped-line = ⏭ Übersprungen, noch ohne Konto oder Lightning-Adresse: { $names }
rain-failed-line = ❌ Konnte nicht bezahlt werden: { $names }
rain-unknown-line = ❓ Ergebnis unbekannt, nicht wiederholt: { $names }
rain-not-sent-line = 🚫 Nicht gesendet: { $names }
rain-stopped-payer-out = 🛑 Der Regen hat aufgehört: Guthaben oder Limits von { $sender } sind erschöpft.
rain-stopped-unknown = 🛑 Der Regen hat nach einem unbekannten Ergebnis aufgehört; nichts wird wiederholt.
rain-answer-started = 🌧 Es regnet…
rain-answer-decided = Dieser Regen wurde schon gesendet oder abgebrochen.
rain-answer-stale = Diese Frage ist abgelaufen: Sende /rain erneut.
rain-stopped-note =
    🛑 Dein Regen in { $where } hat nach { $sent } von { $count } Anteilen aufgehört: Ein Anteil konnte nicht von deinem Konto gezahlt werden.
    { $reason }

# The sender, privately, once a rain a restart cut off was carried on to its end.
rain-resumed-note = 🌧 Dein Regen in { $where } wurde durch einen Neustart unterbrochen und fortgesetzt: { $sent } von { $count } Mitgliedern wurden bezahlt. Die Quittung in der Gruppe zeigt jeden Anteil.
