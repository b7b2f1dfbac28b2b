## Pledged tips (src/features/pledge): a tip to someone who cannot receive one yet waits,
## unpaid, until they claim it through a link. In a group, texts speak the group's language
## (no figures of anyone's account); private notes speak the person's. $from (the payer),
## $to (the member it is for) and $note arrive HTML-escaped; $amount is a formatted amount;
## $where is the chat in HTML (a link to the pledge message, or its title in bold);
## $until is a date and time.

## The pledge message, in the chat where it was made, edited as the pledge ends

pledge-message = 💸 { $from } ha promesso <b>{ $amount }</b> a { $to } — { $to }, tocca per riscuotere.
pledge-claim-button = 🎁 Riscuoti
pledge-message-claimed = ✅ { $to } ha riscosso <b>{ $amount }</b> da { $from }.
pledge-message-cancelled = 🚫 { $from } ha annullato la promessa di { $amount } a { $to }. Non è stato pagato nulla.
pledge-message-expired = ⌛ La promessa di { $amount } da { $from } a { $to } è scaduta senza essere riscossa. Non è stato pagato nulla.
pledge-message-unknown = ❓ { $to } ha riscosso { $amount } da { $from }, ma l’esito è sconosciuto. <b>Non</b> viene ritentato.
pledge-message-closed = 🚫 La promessa di { $amount } da { $from } a { $to } non può più essere riscossa. Non è stato pagato nulla.
# In the group when a pledge was refused (the payer was told why in private).
pledge-not-made-in-group = ❌ Nessuna promessa è stata fatta; ti ho spiegato perché nella nostra chat privata. Non è stato pagato nulla.
# Where a pledge made in a private chat was made.
pledge-where-private = una chat privata

## Private notes to the payer

# $link: the claim link, to pass on.
pledge-made-note =
    💸 Hai promesso <b>{ $amount }</b> a { $to } in { $where }. Nulla è ancora uscito dal tuo conto: si paga solo se { $to } riscuote prima del { $until }.
    Link per riscuotere, da girare a { $to }: { $link }
    Per ritirarla: /history.
pledge-made-private-note =
    💸 Hai promesso <b>{ $amount }</b> a { $to }. Nulla è ancora uscito dal tuo conto: si paga solo se { $to } riscuote prima del { $until }.
    { $to } non vede questa chat: giragli questo link per riscuotere: { $link }
    Per ritirarla: /history.
# Refused: the payer made PLEDGES_PER_DAY pledges today. $max: that number.
pledge-daily-limit-note =
    ❌ La tua promessa di { $amount } a { $to } non è stata fatta.
    Ogni membro può farne fino a { $max } al giorno, e oggi hai raggiunto questo limite. Potrai promettere di nuovo domani (il giorno cambia a mezzanotte UTC).
pledge-paid-note = ✅ { $to } ha riscosso la tua promessa in { $where }: hai pagato <b>{ $amount }</b>.
pledge-unknown-note = ❓ { $to } ha riscosso la tua promessa di { $amount } in { $where }, ma il gateway non ha confermato il pagamento. <b>Non</b> viene ritentato automaticamente: controlla /balance e /history.
# $reason: why it was not paid; $open: "yes" when the pledge still waits (until $until), else "no".
pledge-not-paid-note =
    ❌ { $to } ha provato a riscuotere la tua promessa di { $amount } in { $where }, ma non è stata pagata.
    { $reason }
    Nulla è uscito dal tuo conto. { $open ->
        [yes] La promessa resta aperta fino al { $until }: ricarica il conto e { $to } potrà riscuoterla di nuovo.
       *[no] La promessa è terminata.
    }
pledge-expired-payer-note = ⌛ La tua promessa di { $amount } a { $to } in { $where } è scaduta senza essere riscossa. Nulla è uscito dal tuo conto.
# Several pledges made together (one rain's) expired at once: one note lists them.
# $count: how many; $rows: one pledge-expired-payer-row per line.
pledge-expired-payer-list =
    ⌛ { $count ->
        [one] La tua promessa in { $where } è scaduta senza essere riscossa:
       *[other] Le tue { $count } promesse in { $where } sono scadute senza essere riscosse:
    }
    { $rows }
    Nulla è uscito dal tuo conto.
pledge-expired-payer-row = • { $to }: { $amount }

## Private notes to the member it is for

pledge-claimed-note = 🎁 Hai riscosso <b>{ $amount }</b> da { $from } in { $where }.
pledge-claimed-next = /history lo mostra; /help, tutto ciò che so fare.
pledge-cancelled-recipient-note = 🚫 { $from } ha annullato la promessa di { $amount } per te in { $where }. Non è stato pagato nulla.
pledge-expired-recipient-note = ⌛ La promessa di { $amount } da { $from } per te in { $where } è scaduta. Non è stato pagato nulla.

## Answers to the claim link (/start claim_…), in the private chat

pledge-claim-gone = Questa promessa non esiste più. Non è stato pagato nulla.
pledge-claim-own = È la tua promessa a { $to }: solo { $to } può riscuoterla. Puoi annullarla in /history.
pledge-claim-not-for-you = 🙅 Questa promessa è per { $to }, non per te. Non è stato pagato nulla.
pledge-claim-cancelled = 🚫 { $from } ha annullato questa promessa. Non è stato pagato nulla.
pledge-claim-expired = ⌛ Questa promessa è scaduta. Non è stato pagato nulla.
pledge-claim-taken = Questa promessa è già stata riscossa.
pledge-claim-closed = 🚫 Questa promessa non può più essere riscossa. Non è stato pagato nulla.
pledge-claim-busy = ⏳ Questa promessa è in riscossione proprio ora: l’esito arriva qui tra un attimo. Nulla viene pagato due volte.
pledge-claim-already = ✅ Hai già riscosso questa promessa.
pledge-claim-unknown = ❓ La promessa di { $amount } da { $from } ti è stata inviata, ma il gateway non l’ha confermata. <b>Non</b> viene ritentata automaticamente: controlla /balance e /history.
pledge-claim-set-up = 🎁 { $from } ti ha promesso <b>{ $amount }</b>. Per riscuoterla, collega il tuo conto esercente con /connect o imposta un indirizzo lightning in /settings, poi riapri il link. La promessa aspetta fino al { $until }.
# $open: "yes" when the pledge still waits (until $until), else "no".
pledge-claim-not-paid =
    ❌ La promessa di { $amount } da { $from } non si è potuta pagare ora. Non è stato pagato nulla; { $from } è stato avvisato. { $open ->
        [yes] Resta aperta fino al { $until }: riapri il link più tardi.
       *[no] La promessa è terminata.
    }

## The payer's open pledges, after /history

pledge-open-title = 💸 <b>Le tue promesse aperte</b> (pagate dal tuo conto solo quando riscosse):
pledge-open-row = • { $amount } a { $to } in { $where }, fino al { $until }
pledge-open-none = 💸 Non hai promesse aperte.
# A button (plain text): $amount, $to unescaped.
pledge-cancel-button = 🚫 Annulla { $amount } a { $to }
## Answers to Cancel (short, plain text)
pledge-cancelled-answer = Promessa annullata. Non è stato pagato nulla.
pledge-cancel-too-late = Troppo tardi: è in riscossione proprio ora.
pledge-cancel-not-yours = Solo chi ha fatto la promessa può annullarla.
pledge-cancel-ended = Questa promessa è già terminata.
pledge-cancel-gone = Questa promessa non esiste più.
