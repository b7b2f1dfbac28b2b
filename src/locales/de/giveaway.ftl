## /giveaway (de): see en/giveaway.ftl for what each text is for.

giveaway-usage = 🎁 Starte ein Giveaway mit <code>/giveaway 1000 5</code>: Die ersten 5 Mitglieder, die auf Abholen tippen, bekommen je 200 sat von deinem Konto. Eine Notiz darf folgen.
giveaway-ambiguous = 🎁 Das lässt sich auf mehr als eine Weise lesen: Ein Leerzeichen trennt auch Tausender (1 500 = 1500). Schreib den Gesamtbetrag ohne Leerzeichen, dann die Zahl der Mitglieder: <code>/giveaway 1500 5</code> (1500 sat für 5 Mitglieder).
giveaway-in-private = 🎁 /giveaway funktioniert in Gruppen: Sende dort <code>/giveaway 1000 5</code>, und die ersten 5 Mitglieder, die auf Abholen tippen, bekommen je 200 sat.
giveaway-anonymous = Giveaways kommen vom Konto eines Mitglieds: Schreibe als du selbst (nicht als Gruppe oder Kanal), um eines zu starten.
giveaway-too-many = 🎁 Ein Giveaway zahlt höchstens { $max } Mitglieder aus. Versuche eine kleinere Anzahl.
giveaway-share-too-small = 🎁 { $total } lässt sich nicht auf { $count } Mitglieder aufteilen: Jedes braucht mindestens 1 sat. Versuche einen größeren Betrag oder weniger Mitglieder.
giveaway-description = Giveaway in { $chat }
giveaway-confirm =
    🎁 { $creator }, ein Giveaway starten? Bis zu <b>{ $total }</b> von deinem Konto: { $count } × { $share }, für die ersten { $count } Mitglieder, die auf Abholen tippen.
    Nichts verlässt dein Konto, bevor jemand abholt.
giveaway-confirm-remainder = Der Rest der ungeraden Teilung bleibt bei dir.
giveaway-confirm-label = ✅ Bestätigen
giveaway-cancelled = 🚫 Giveaway abgebrochen. Nichts hat ein Konto verlassen.
giveaway-card = 🎁 <b>Giveaway</b> von { $creator }: je <b>{ $share }</b> für die ersten { $count } Mitglieder.
giveaway-card-open = Tippe auf Abholen, um deinen Teil zu bekommen.
giveaway-note = 📝 { $note }
giveaway-claims-none = Noch hat niemand abgeholt.
giveaway-claims = Abgeholt { $claimed } von { $count }: { $names }
giveaway-more-claimers = { $count } weitere
giveaway-claim-button = 🎁 Abholen
giveaway-end-button = Beenden
giveaway-ended-completed = ✅ Alle { $count } Anteile sind abgeholt: Das Giveaway ist vorbei.
giveaway-ended-expired = ⌛ Das Giveaway ist vorbei: Seine Zeit ist abgelaufen. Nicht abgeholte Anteile haben das Konto von { $creator } nie verlassen.
giveaway-ended-by-creator = 🛑 { $creator } hat das Giveaway beendet. Nicht abgeholte Anteile haben das Konto nie verlassen.
giveaway-ended-payer-out = 🛑 Das Giveaway ist vorbei: Guthaben oder Limits von { $creator } sind erschöpft. Noch nicht abgeholte Anteile werden nicht gezahlt.
giveaway-ended-account-changed = 🛑 Das Giveaway ist vorbei: { $creator } hat das Konto gewechselt, von dem es zahlte.
giveaway-answer-posted = 🎁 Dein Giveaway ist veröffentlicht.
giveaway-answer-decided = Dieses Giveaway wurde schon bestätigt oder abgebrochen.
giveaway-answer-stale = Diese Frage ist abgelaufen: Sende /giveaway erneut.
giveaway-answer-paid = 🎁 Du hast { $amount } erhalten!
giveaway-answer-paid-test = 🎁 Du hast { $amount } erhalten (Testgeld)!
giveaway-answer-already = Du hast deinen Anteil an diesem Giveaway schon abgeholt.
giveaway-answer-unknown = ❓ Dein Anteil wurde gesendet, aber das Ergebnis ist unbekannt. Er wird nicht wiederholt: Sieh mit /balance in unserem privaten Chat nach, ob er angekommen ist.
giveaway-answer-busy = Dein Anteil wird gerade ausgezahlt.
giveaway-answer-wait = ⏳ Einen Moment: Dein Anspruch wird bearbeitet. Die Karte zeigt, wer einen Anteil bekommen hat.
giveaway-answer-all-taken = Zu spät: Alle Anteile sind vergeben.
giveaway-answer-ended = Dieses Giveaway ist vorbei.
giveaway-answer-gone = Dieses Giveaway gibt es nicht mehr.
giveaway-answer-own = Du kannst dein eigenes Giveaway nicht abholen.
giveaway-answer-no-route = Richte den Empfang in unserem privaten Chat ein und tippe dann erneut auf Abholen: Dein Anteil wartet, solange noch welche da sind.
giveaway-answer-payer-out = Guthaben oder Limits des Giveaways sind erschöpft: Dir wurde nichts gezahlt.
giveaway-answer-not-paid = Dein Anteil konnte nicht an dein Konto oder deine Adresse gezahlt werden. Nichts wurde genommen: Versuche es später.
giveaway-answer-end-not-yours = Nur wer dieses Giveaway gestartet hat, kann es beenden.
giveaway-answer-you-ended = Giveaway beendet. Nicht abgeholte Anteile bleiben auf deinem Konto.
giveaway-payer-out-note =
    🛑 Dein Giveaway in { $where } ist beendet: Ein Anteil von { $share } konnte nicht von deinem Konto gezahlt werden.
    { $reason }

giveaway-share-unknown-note = ❓ Dein Anteil am Giveaway in { $where } ({ $share }) wurde gerade gesendet, als der Bot unterbrochen wurde. Das Ergebnis ist unbekannt, und er wird <b>nicht</b> erneut gesendet: Sieh an deinem Guthaben, ob er angekommen ist.
giveaway-share-unknown-creator = ❓ Ein Anteil deines Giveaways in { $where } ({ $share } an { $claimer }) wurde gerade gesendet, als der Bot unterbrochen wurde. Das Ergebnis ist unbekannt, und er wird <b>nicht</b> erneut gesendet: Prüfe /balance und /history. Der Anteil bleibt vergeben.
giveaway-share-carried-note = 🎁 Du hast { $share } aus dem Giveaway in { $where } erhalten. Der Bot wurde beim Senden neu gestartet; der Betrag wurde einmal gesendet.
