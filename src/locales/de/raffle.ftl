## /raffle (src/features/raffle). In der Gruppe in der Sprache der Gruppe, ohne Kontozahlen;
## Antworten auf Tasten und private Nachrichten in der Sprache der Person.

raffle-usage =
    🎟 <code>/raffle 21000 3 1h</code> verlost 21.000 sat von deinem Konto an 3 Gewinner, in einer Stunde gezogen unter den Mitgliedern, die auf Mitmachen tippen (höchstens { $max } Gewinner, Ziehung innerhalb von { $days } Tagen).
    Bedingungen können folgen: <code>member:7d</code> (seit 7 Tagen hier bekannt), <code>active:14d</code> (hier in den letzten 14 Tagen geschrieben), <code>channel:@name</code>, <code>premium</code>, <code>captcha</code>. Dann eine Notiz.
raffle-in-private = 🎟 /raffle funktioniert in Gruppen: sende dort <code>/raffle 21000 3 1h</code>.
raffle-anonymous = Eine Verlosung wird vom eigenen Konto eines Mitglieds bezahlt: schreibe als du selbst (nicht als Gruppe oder Kanal), um eine zu starten.
raffle-bad-winners = 🎟 Eine Verlosung hat 1 bis { $max } Gewinner.
raffle-bad-duration = 🎟 Die Ziehung muss mindestens { $min } Minute und höchstens { $days } Tage entfernt sein: zum Beispiel <code>30m</code>, <code>2h</code> oder <code>1d</code>.
raffle-share-too-small = 🎟 { $total } lassen sich nicht auf { $count } Gewinner aufteilen: jeder braucht mindestens 1 sat. Nimm mehr oder weniger Gewinner.
raffle-share-too-large = 🎟 Der Anteil jedes Gewinners darf höchstens { $max } sein: nimm weniger sat oder mehr Gewinner.
raffle-description = Verlosung in { $chat }
raffle-duration = { $days ->
        [0] {""}
        [one] 1 Tag{" "}
       *[other] { $days } Tagen{" "}
    }{ $hours ->
        [0] {""}
        [one] 1 Stunde{" "}
       *[other] { $hours } Stunden{" "}
    }{ $minutes ->
        [0] {""}
        [one] 1 Minute
       *[other] { $minutes } Minuten
    }

raffle-confirm =
    🎟 { $creator }, eine Verlosung starten? <b>{ $total }</b> von deinem Konto: { $count } × { $share }, gezogen in { $duration } unter den Mitgliedern, die auf Mitmachen tippen.
    Gewinner ohne Konto bekommen ein Versprechen, bezahlt von deinem Konto, wenn sie es abholen.
raffle-confirm-remainder = Der Rest der ungeraden Teilung bleibt bei dir.
raffle-start-label = 🎟 Starten
raffle-note = 📝 { $note }
raffle-cancelled = 🚫 Verlosung abgebrochen. Nichts wurde gesendet.

raffle-card = 🎟 Verlosung von <b>{ $creator }</b>: { $count ->
        [one] 1 Gewinner bekommt { $share }
       *[other] { $count } Gewinner bekommen je { $share }
    }
raffle-card-draw = ⏰ Ziehung: { $when }
raffle-card-entrants = 👥 { $count ->
        [0] Noch macht niemand mit.
        [one] 1 Teilnehmer
       *[other] { $count } Teilnehmer
    }
raffle-card-commitment = 🔒 Festlegung: <code>{ $commitment }</code>
raffle-enter-label = 🎟 Mitmachen
raffle-end-label = Verlosung abbrechen
raffle-card-cancelled = 🚫 { $creator } hat die Verlosung vor der Ziehung abgebrochen. Nichts wurde gesendet.
raffle-card-void = 🚫 Die Verlosung ist ungültig: das Konto von { $creator } ist nicht mehr verbunden. Nichts wurde gesendet; die Teilnehmer ({ $count }) gewinnen diesmal nichts.
raffle-card-drawn = 🎲 Gezogen am { $when }.
raffle-card-drawn-late = 🎲 Verspätet gezogen, am { $when }: ich lief zur Ziehungszeit nicht.
raffle-card-no-entrants = Niemand hat mitgemacht: nichts wurde gesendet.
raffle-paid-line = ✅ Bezahlt: { $names }
raffle-pledged-line = 🤝 Versprochen, noch kein Konto — tippe auf deinen Namen zum Abholen: { $names }
raffle-pending-line = ⏳ Wird gesendet: { $names }
raffle-failed-line = ❌ Konnte nicht bezahlt werden: { $names }
raffle-unknown-line = ❓ Ergebnis unbekannt, nicht wiederholt: { $names }
raffle-not-sent-line = 🚫 Nicht bezahlt: { $names }
raffle-card-fewer = Weniger Teilnehmer als Gewinner: { $count ->
        [one] 1 Anteil bleibt
       *[other] { $count } Anteile bleiben
    } beim Ersteller.
raffle-stopped-payer-out = 🛑 Die Auszahlungen stoppten: Guthaben oder Limits von { $creator } waren erschöpft.
raffle-stopped-unknown = 🛑 Die Auszahlungen stoppten nach einem unbekannten Ergebnis; nichts wird wiederholt.
raffle-card-seed = 🔓 Seed: <code>{ $seed }</code> (sein SHA-256 ist die Festlegung <code>{ $commitment }</code>)
raffle-card-cutoff = 🧮 Bei jedem Gewinner ist HMAC-SHA256(Seed, Nutzer-ID) höchstens <code>{ $cutoff }…</code>; bei allen anderen darüber.

raffle-answer-started = 🎟 Die Verlosung ist offen.
raffle-answer-decided = Diese Verlosung wurde schon gestartet oder abgebrochen.
raffle-answer-stale = Diese Verlosung ist nicht mehr offen.
raffle-answer-entered = 🎟 Du bist dabei ({ $count ->
        [one] 1 Teilnehmer
       *[other] { $count } Teilnehmer
    }).
raffle-answer-already = Du bist schon dabei ({ $count ->
        [one] 1 Teilnehmer
       *[other] { $count } Teilnehmer
    }).
raffle-answer-closed = Keine Teilnahme mehr: die Verlosung wurde gezogen oder abgebrochen.
raffle-answer-own = An deiner eigenen Verlosung kannst du nicht teilnehmen.
raffle-answer-only-creator = Nur wer die Verlosung gestartet hat, kann sie abbrechen.
raffle-answer-drawn = Zu spät: diese Verlosung wurde schon gezogen oder abgebrochen.
raffle-answer-cancelled = Verlosung abgebrochen. Nichts wurde gesendet.


raffle-void-note = 🚫 Deine Verlosung in { $where } war bei der Ziehung ungültig: dein Konto ist nicht mehr verbunden, also wurde nichts gesendet.
raffle-stopped-note =
    🛑 Deine Verlosung in { $where } stoppte nach { $paid } von { $count } Gewinnern: eine Auszahlung konnte nicht von deinem Konto bezahlt werden.
    { $reason }
