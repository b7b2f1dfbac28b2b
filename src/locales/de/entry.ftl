## /entry (src/features/entry): bezahlter Beitritt zu einer Gruppe.

entry-anonymous = 🚪 Bezahlter Beitritt zahlt auf das eigene Konto eines Mitglieds: Sende /entry als du selbst (nicht als Gruppe) oder nutze /settings in einem privaten Chat mit mir.
entry-not-admin = 🚪 Nur der Ersteller der Gruppe oder ein Admin, der Nutzer einladen darf, kann bezahlten Beitritt einrichten.
entry-usage = 🚪 Lege den Eintrittspreis fest: <code>/entry 2100</code>, <code>/entry 5 usd</code> oder <code>/entry 2100 monthly</code>. <code>/entry off</code> stoppt neue Rechnungen.
entry-missing = 🚪 Bezahlter Beitritt ist noch nicht an. Es fehlt:
entry-missing-invite = • mein Recht, Nutzer einzuladen (mach mich zum Admin, der per Link einladen darf)
entry-missing-restrict = • mein Recht, Nutzer zu sperren (monatlicher Beitritt entfernt Mitglieder, die nicht mehr zahlen)
entry-missing-account = • ein verbundenes Konto für { $owner } (verbinde eines in einem privaten Chat mit mir)
entry-link-failed = 🚪 Ich konnte den Einladungslink nicht erstellen. Prüfe, ob ich Nutzer einladen darf, und versuche es erneut.
entry-link-name = Bezahlter Beitritt · { $price }
entry-link-name-monthly = Beitritt · { $price }/Monat
entry-on = 🚪 Bezahlter Beitritt ist an: { $price }, gezahlt an das Konto von { $owner }. { $owner } hat den Link in einem privaten Chat bekommen.
entry-on-monthly = 🚪 Bezahlter Beitritt ist an: { $price } im Monat, gezahlt an das Konto von { $owner }. { $owner } hat den Link in einem privaten Chat bekommen.
entry-on-no-dm = 🚪 Bezahlter Beitritt ist an, aber ich konnte { $owner } den Link nicht schicken: Öffne einen privaten Chat mit mir und sende dort /entry.
entry-owner-link = 🚪 Die Tür von { $group }: { $link }
    Teile diesen Link: Wer darüber beitreten möchte, bekommt von mir eine Rechnung über { $price }, gezahlt auf dein Konto, und wird eingelassen, sobald sie bezahlt ist. Die anderen Links der Gruppe funktionieren weiter wie bisher.
entry-state-on = 🚪 Bezahlter Beitritt: { $price }, gezahlt an { $owner }. Den Link hat { $owner }.
entry-state-on-monthly = 🚪 Bezahlter Beitritt: { $price } im Monat, gezahlt an { $owner }. Den Link hat { $owner }.
entry-state-off = 🚪 Bezahlter Beitritt ist hier aus. Schalte ihn ein mit <code>/entry 2100</code> (oder <code>/entry 5 usd</code>, <code>/entry 2100 monthly</code>).
entry-off = 🚪 Bezahlter Beitritt ist aus: keine neuen Rechnungen. Bereits verschickte Rechnungen gelten weiter.

entry-invoice = 🚪 Um <b>{ $group }</b> beizutreten, zahle { $price } an { $owner }.
    ⏳ 15 Minuten gültig.
entry-invoice-renewal = 🔁 Deine Mitgliedschaft in <b>{ $group }</b> endet am { $date }. Zahle { $price } an { $owner } für einen weiteren Monat.
entry-pay-button = ⚡ Von meinem Konto zahlen
entry-paused = ⏸ Der bezahlte Beitritt zu { $group } ist pausiert: Die Admins sehen sich deine Anfrage an.
entry-busy = ⏳ Gerade möchten zu viele Leute { $group } beitreten: Frag in einer Minute über denselben Link erneut.
entry-in = ✅ Du bist drin: Willkommen in { $group }!
entry-in-by-admin = ✅ Bezahlt. Ein Admin hatte dich schon in { $group } eingelassen.
entry-welcome-back = ✅ Willkommen zurück in { $group }: Deine Mitgliedschaft ist bis { $date } bezahlt.
entry-declined-first = ⚠️ Bezahlt, aber ein Admin hatte deine Beitrittsanfrage zu { $group } schon abgelehnt: { $owner } kann es dir mit /send zurückschicken.
entry-expired = ⌛ Deine Rechnung für den Beitritt zu { $group } wurde nicht rechtzeitig bezahlt, deshalb wurde die Anfrage abgelehnt. Frag über denselben Link erneut an: Du bekommst eine neue Rechnung.
entry-waiting = ⏳ Bezahlt. Ich kann dich gerade nicht in { $group } einlassen; ich tue es, sobald ich kann.
entry-renewed = ✅ Deine Mitgliedschaft in { $group } ist bis { $date } bezahlt.
entry-removed = 👋 Deine Mitgliedschaft in { $group } endete am { $date } und wurde nicht verlängert, deshalb wurdest du entfernt. Du kannst jederzeit über den Link der Gruppe zurückkommen.
entry-not-yours = Diese Rechnung gehört jemand anderem.
entry-closed = Diese Rechnung ist nicht mehr offen.

entry-confirm = 🚪 { $price } an { $owner } zahlen, um { $group } beizutreten?
entry-what = Beitritt zu { $group }
entry-confirm-label = ⚡ Zahlen
entry-outcome-sent = ✅ { $price } für { $group } bezahlt: Warte auf die Bestätigung der Zahlung…
entry-outcome-cancelled = 🚫 Zahlung von { $price } für { $group } abgebrochen.
entry-outcome-not-sent = ❌ Nicht bezahlt
entry-outcome-unknown = ❓ Zahlung von { $price } für { $group }: unbekannt — nicht wiederholt.
entry-description = Beitritt zu { $group } · { $user }

entry-owner-paid = 🚪 { $user } hat { $price } bezahlt und ist { $group } beigetreten.
entry-owner-renewed = 🔁 { $user } hat die Mitgliedschaft in { $group } bis { $date } verlängert.
entry-owner-declined-first = ⚠️ { $user } hat { $price } für { $group } bezahlt, aber ein Admin hatte die Anfrage schon abgelehnt. Du kannst es mit /send zurückschicken.
entry-owner-no-dm = ⏳ { $user } möchte { $group } beitreten: Es wartet, aber ich konnte nicht schreiben (erst muss ein privater Chat mit mir geöffnet werden).
entry-owner-paused = ⏸ { $user } möchte { $group } beitreten, aber der bezahlte Beitritt ist pausiert: Dein Konto ist nicht verbunden. Die Anfrage wartet auf die Admins.
entry-owner-paused-rights = ⏸ { $user } möchte { $group } beitreten, aber der bezahlte Beitritt ist pausiert: Du bist dort kein Admin mehr, der Nutzer einladen darf. Die Anfrage wartet auf die Admins.
entry-owner-stuck = ⚠️ { $user } hat { $price } für { $group } bezahlt, aber ich kann niemanden einlassen: Ich darf dort keine Nutzer mehr einladen. Gib mir dieses Recht zurück, dann lasse ich sie ein.
entry-owner-removed = 👋 Die Mitgliedschaft von { $user } in { $group } wurde nicht verlängert: entfernt.
entry-mine-none = 🚪 Kein bezahlter Beitritt von dir ist an. Sende in einer Gruppe, in der du Admin bist, <code>/entry 2100</code>.
entry-mine-door = 🚪 <b>{ $group }</b>: { $price }{ $monthly ->
        [yes] {" "}im Monat
       *[no] {""}
    } · { $state ->
        [on] an
       *[off] aus
    }
entry-mine-member = • { $user }: bis { $date }
entry-mine-member-once = • { $user }
entry-mine-payment = • { $date } · { $user } · { $price } · { $state ->
        [waiting] wartet
        [paid] bezahlt, noch nicht eingelassen
        [in] drin
        [declined-first] bezahlt, von einem Admin abgelehnt
        [unwritten] nicht erreichbar: den Admins überlassen
       *[expired] nicht bezahlt
    }

entry-history-title = 🚪 <b>Mitgliedschaften</b>
entry-history-line = • { $group }: bezahlt bis { $date }
entry-history-line-once = • { $group }: bezahlter Beitritt

## Paid entry on a group's page of private /settings ($group, $owner HTML-escaped; $price an amount).
entry-settings-button = 🚪 Bezahlter Beitritt
entry-settings-line-off = 🚪 Bezahlter Beitritt: aus
entry-settings-line-on = 🚪 Bezahlter Beitritt: { $price }, bezahlt an { $owner }
entry-settings-line-monthly = 🚪 Bezahlter Beitritt: { $price } im Monat, bezahlt an { $owner }
entry-settings-set-button = Preis festlegen
entry-settings-off-button = Ausschalten
entry-settings-ask = 🚪 Was soll der Beitritt zu { $group } kosten? Zum Beispiel <code>2100</code>, <code>5 usd</code> oder <code>2100 monthly</code>.
entry-on-here = 🚪 Bezahlter Beitritt zu { $group } ist an: { $price }, bezahlt an dein Konto. Der Link steht oben; die Gruppe habe ich informiert.
entry-on-here-monthly = 🚪 Bezahlter Beitritt zu { $group } ist an: { $price } im Monat, bezahlt an dein Konto. Der Link steht oben; die Gruppe habe ich informiert.
