## Pledged tips (src/features/pledge): a tip to someone who cannot receive one yet waits,
## unpaid, until they claim it through a link. In a group, texts speak the group's language
## (no figures of anyone's account); private notes speak the person's. $from (the payer),
## $to (the member it is for) and $note arrive HTML-escaped; $amount is a formatted amount;
## $where is the chat in HTML (a link to the pledge message, or its title in bold);
## $until is a date and time.

## The pledge message, in the chat where it was made, edited as the pledge ends

pledge-message = 💸 { $from } prometió <b>{ $amount }</b> a { $to } — { $to }, toca para reclamarlo.
pledge-claim-button = 🎁 Reclamar
pledge-message-claimed = ✅ { $to } reclamó <b>{ $amount }</b> de { $from }.
pledge-message-cancelled = 🚫 { $from } canceló la promesa de { $amount } a { $to }. No se pagó nada.
pledge-message-expired = ⌛ La promesa de { $amount } de { $from } a { $to } caducó sin ser reclamada. No se pagó nada.
pledge-message-unknown = ❓ { $to } reclamó { $amount } de { $from }, pero el resultado es desconocido. <b>No</b> se reintenta.
pledge-message-closed = 🚫 La promesa de { $amount } de { $from } a { $to } ya no se puede reclamar. No se pagó nada.
# In the group when a pledge was refused (the payer was told why in private).
pledge-not-made-in-group = ❌ No se hizo ninguna promesa; te dije por qué en nuestro chat privado. No se pagó nada.
# Where a pledge made in a private chat was made.
pledge-where-private = un chat privado

## Private notes to the payer

# $link: the claim link, to pass on.
pledge-made-note =
    💸 Prometiste <b>{ $amount }</b> a { $to } en { $where }. Nada ha salido aún de tu cuenta: solo se paga si { $to } lo reclama antes de { $until }.
    Enlace para reclamar, para pasárselo a { $to }: { $link }
    Para retirarla: /history.
pledge-made-private-note =
    💸 Prometiste <b>{ $amount }</b> a { $to }. Nada ha salido aún de tu cuenta: solo se paga si { $to } lo reclama antes de { $until }.
    { $to } no puede ver este chat: pásale este enlace para reclamar: { $link }
    Para retirarla: /history.
# Refused: the payer made PLEDGES_PER_DAY pledges today. $max: that number.
pledge-daily-limit-note =
    ❌ Tu promesa de { $amount } a { $to } no se hizo.
    Cada miembro puede hacer hasta { $max } por día y hoy ya llegaste a ese límite. Podrás volver a prometer mañana (el día cambia a medianoche UTC).
pledge-paid-note = ✅ { $to } reclamó tu promesa en { $where }: pagaste <b>{ $amount }</b>.
pledge-unknown-note = ❓ { $to } reclamó tu promesa de { $amount } en { $where }, pero la pasarela no confirmó el pago. <b>No</b> se reintenta automáticamente: revisa /balance y /history.
# $reason: why it was not paid; $open: "yes" when the pledge still waits (until $until), else "no".
pledge-not-paid-note =
    ❌ { $to } intentó reclamar tu promesa de { $amount } en { $where }, pero no se pagó.
    { $reason }
    Nada salió de tu cuenta. { $open ->
        [yes] La promesa sigue abierta hasta { $until }: recarga tu cuenta y { $to } podrá reclamarla de nuevo.
       *[no] La promesa ha terminado.
    }
pledge-expired-payer-note = ⌛ Tu promesa de { $amount } a { $to } en { $where } caducó sin ser reclamada. Nada salió de tu cuenta.
# Several pledges made together (one rain's) expired at once: one note lists them.
# $count: how many; $rows: one pledge-expired-payer-row per line.
pledge-expired-payer-list =
    ⌛ { $count ->
        [one] Tu promesa en { $where } caducó sin ser reclamada:
       *[other] Tus { $count } promesas en { $where } caducaron sin ser reclamadas:
    }
    { $rows }
    Nada salió de tu cuenta.
pledge-expired-payer-row = • { $to }: { $amount }

## Private notes to the member it is for

pledge-claimed-note = 🎁 Reclamaste <b>{ $amount }</b> de { $from } en { $where }.
pledge-claimed-next = /history lo muestra; /help, todo lo que puedo hacer.
pledge-cancelled-recipient-note = 🚫 { $from } canceló la promesa de { $amount } para ti en { $where }. No se pagó nada.
pledge-expired-recipient-note = ⌛ La promesa de { $amount } de { $from } para ti en { $where } caducó. No se pagó nada.

## Answers to the claim link (/start claim_…), in the private chat

pledge-claim-gone = Esta promesa ya no existe. No se pagó nada.
pledge-claim-own = Es tu propia promesa a { $to }: solo { $to } puede reclamarla. Puedes cancelarla en /history.
pledge-claim-not-for-you = 🙅 Esta promesa es para { $to }, no para ti. No se pagó nada.
pledge-claim-cancelled = 🚫 { $from } canceló esta promesa. No se pagó nada.
pledge-claim-expired = ⌛ Esta promesa caducó. No se pagó nada.
pledge-claim-taken = Esta promesa ya fue reclamada.
pledge-claim-closed = 🚫 Esta promesa ya no se puede reclamar. No se pagó nada.
pledge-claim-busy = ⏳ Esta promesa se está reclamando ahora mismo: el resultado llegará aquí en un momento. Nada se paga dos veces.
pledge-claim-already = ✅ Ya reclamaste esta promesa.
pledge-claim-unknown = ❓ La promesa de { $amount } de { $from } se te envió, pero la pasarela no la confirmó. <b>No</b> se reintenta automáticamente: revisa /balance y /history.
pledge-claim-set-up = 🎁 { $from } te prometió <b>{ $amount }</b>. Para reclamarlo, conecta tu cuenta de comercio con /connect o define una dirección lightning en /settings, y abre el enlace de nuevo. La promesa espera hasta { $until }.
# $open: "yes" when the pledge still waits (until $until), else "no".
pledge-claim-not-paid =
    ❌ La promesa de { $amount } de { $from } no se pudo pagar ahora. No se pagó nada; { $from } ya lo sabe. { $open ->
        [yes] Sigue abierta hasta { $until }: abre el enlace de nuevo más tarde.
       *[no] La promesa ha terminado.
    }

## The payer's open pledges, after /history

pledge-open-title = 💸 <b>Tus promesas abiertas</b> (se pagan desde tu cuenta solo al reclamarlas):
pledge-open-row = • { $amount } a { $to } en { $where }, hasta { $until }
pledge-open-none = 💸 No tienes promesas abiertas.
# A button (plain text): $amount, $to unescaped.
pledge-cancel-button = 🚫 Cancelar { $amount } a { $to }
## Answers to Cancel (short, plain text)
pledge-cancelled-answer = Promesa cancelada. No se pagó nada.
pledge-cancel-too-late = Demasiado tarde: se está reclamando ahora mismo.
pledge-cancel-not-yours = Solo quien hizo la promesa puede cancelarla.
pledge-cancel-ended = Esta promesa ya terminó.
pledge-cancel-gone = Esta promesa ya no existe.
