## /split (src/features/split): la tarjeta habla el idioma del grupo y muestra quién pagó, nunca saldos.

split-usage = 🧾 Divide una cuenta: <code>/split 60000 @ann @bob Pizza</code> (cuentas como una parte y no pagas ninguna), <code>@ann=20000</code> para una parte propia, <code>--all</code> para cobrar solo a los nombrados, o <code>/split 60000 4 Pizza</code> para 4 partes que toman los primeros miembros que pulsen. También como respuesta: el autor del mensaje también paga.
split-in-private = 🧾 /split funciona en grupos: allí <code>/split 60000 @ann @bob Pizza</code> divide una cuenta entre los miembros nombrados.
split-anonymous = 🧾 Una cuenta se paga a la cuenta de quien la organiza: escribe como tú mismo (no como el grupo ni un canal) para dividir una.
split-organiser-no-account = 🧾 Las partes de una cuenta se pagan a tu cuenta, y aún no tienes ninguna conectada: conecta una en nuestro chat privado y vuelve a dividir la cuenta.
split-connect-button = Conectar una cuenta
split-bad-share = 🧾 No puedo leer { $word } como una parte: escríbela como <code>@ann=20000</code>.
split-too-many = 🧾 Una cuenta se puede dividir entre { $max } miembros como máximo.
split-too-small = 🧾 { $total } no se puede dividir así: cada parte necesita al menos 1 sat.
split-custom-over = 🧾 Las partes escritas suman más de { $total }.
split-custom-mismatch = 🧾 Con <code>--all</code> y todas las partes escritas, deben sumar { $total }; suman { $sum }.
split-description = { $note } (cuenta en { $chat })
split-description-no-note = cuenta en { $chat }

split-card = 🧾 <b>{ $what }</b>: { $total }, para { $organiser }
split-card-no-note = Cuenta
split-card-total-fiat = { $total } ({ $fiat })
split-card-organiser-share = Parte propia de { $organiser }: { $share }
split-card-paid = ✅ { $name }: { $share }
split-card-owed = ⏳ { $name }: { $share }
split-card-out = 🚪 { $name }: fuera
split-card-open-left = 🙋 { $count ->
    [one] Queda una parte
   *[other] Quedan { $count } partes
} de { $share }: pulsa Pagar mi parte para tomar una.
split-card-settled = Saldada ✓
split-card-closed = Cerrada: { $paid } de { $count } pagadas.
split-card-closed-invoices = Las facturas ya entregadas aún se pueden pagar hasta que caduquen, en menos de una hora.
split-card-frozen = ⛔ Detenida: la cuenta de { $organiser } ya no está conectada. { $paid } de { $count } pagadas.
split-button-pay = 💸 Pagar mi parte
split-button-out = 🚪 Me salgo
split-button-close = 🔒 Cerrar (organizador)

split-answer-gone = Esta cuenta ya no se conserva.
split-answer-not-named = Esta cuenta se divide entre los miembros que nombra: tú no eres uno de ellos.
split-answer-full = Todas las partes de esta cuenta están tomadas.
split-answer-own-bill = Tú organizaste esta cuenta: tu propia parte no se cobra.
split-answer-already-paid = ✅ Tu parte está pagada.
split-answer-confirm-sent = Te envié tu parte para confirmar en nuestro chat privado.
split-answer-qr-sent = Te envié la factura de tu parte en nuestro chat privado.
split-answer-in-doubt = El pago de tu parte está en curso o su resultado es desconocido: no se reintenta. Mira /history.
split-answer-settled = Esta cuenta está saldada.
split-answer-closed = Esta cuenta está cerrada.
split-answer-closed-now = 🔒 Cuenta cerrada.
split-answer-frozen = Esta cuenta se detuvo: la cuenta de quien la organiza ya no está conectada. No se pagó nada.
split-answer-invoice-failed = No pude crear la factura de tu parte ahora mismo: inténtalo de nuevo en un momento.
split-answer-out = 🚪 Saliste de esta cuenta.
split-answer-not-organiser = Solo { $organiser } puede cerrar esta cuenta.
split-answer-open-private = Abre nuestro chat privado y vuelve a pulsar Pagar mi parte.
split-refused-over-daily = Tu parte supera lo que aún puedes enviar hoy ({ $remaining }).
split-refused-over-per-payment = Tu parte supera el límite de { $limit } por pago.
split-refused-funds = Tu cuenta no puede pagar esta parte: se pueden gastar { $spendable }.
split-refused-failed = Tu parte no se pagó: { $reason }

split-confirm-summary = 🧾 ¿Pagar tu parte de <b>{ $what }</b> en { $chat }: <b>{ $amount }</b> a { $organiser }, desde tu cuenta?
split-what = parte de { $amount } a { $organiser }
split-confirm-label = ✅ Pagar mi parte
split-outcome-sent = ✅ Pagaste tu parte de <b>{ $what }</b>: { $amount } a { $organiser }.
split-outcome-cancelled = 🚫 Tu parte de { $amount } a { $organiser } no se pagó.
split-outcome-not-sent = ❌ Tu parte de { $amount } a { $organiser } no se pagó
split-outcome-unknown = ❓ Tu parte de { $amount } a { $organiser }: resultado desconocido — no se reintenta.
split-outcome-closed = 🔒 Esta cuenta está cerrada, o tu parte ya estaba pagada. No se pagó nada.
split-qr = 🧾 Tu parte de <b>{ $what }</b> en { $chat }: <b>{ $share }</b> a { $organiser }. Paga esta factura desde cualquier billetera lightning:
split-qr-expires = Caduca en { $minutes } min.
split-qr-connect = O conecta tu cuenta, y Pagar mi parte la paga desde ahí.

split-summary-settled = 🧾 <b>{ $what }</b> en { $where } está saldada: las { $count } partes pagadas, { $paidSat } en total.
split-summary-closed = 🧾 <b>{ $what }</b> en { $where } está cerrada: { $paid } de { $count } partes pagadas, { $paidSat } de { $billedSat }.
split-summary-unpaid = Sin pagar: { $names }.
split-summary-late = 🧾 { $name } pagó su parte de <b>{ $what }</b> en { $where } después de que terminara la cuenta: { $share }. Ahora { $paid } de { $count } pagadas.
split-frozen-note = 🧾 La cuenta <b>{ $what }</b> de { $organiser } en { $where } se detuvo: su cuenta ya no está conectada, así que tu parte ya no se puede pagar a través de mí. No se te cobró nada.

chipin-usage = 🤝 Colecta, todo o nada: <code>/chipin 100000 @dev 10 by 3d Laptop</code> — cuando 10 miembros se hayan comprometido (antes del plazo: <code>by 12h</code>, <code>by 3d</code>; un día si no se indica), cada uno paga 10.000 sat a @dev desde su propia cuenta. Sin 10, no se mueve nada.
chipin-in-private = 🤝 /chipin funciona en grupos: allí <code>/chipin 100000 @dev 10 Laptop</code> reúne a 10 miembros para pagar juntos a @dev.
chipin-payee-unknown = 🤝 No puedo pagar a @{ $username }: no lo he visto, o todavía no puede recibir (sin cuenta ni dirección lightning).
chipin-bad-count = 🤝 Una colecta necesita de 1 a { $max } miembros, y cada parte al menos 1 sat.
chipin-no-note = Colecta
chipin-card = 🤝 <b>{ $what }</b> para { $payee }: { $count } × { $share }, todo o nada
chipin-card-committed = Comprometidos: { $committed } de { $count }.
chipin-card-deadline = ⏳ Hasta { $deadline } (UTC). No se mueve nada antes de alcanzar la meta.
chipin-card-running = 💸 Meta alcanzada: los pagos están saliendo.
chipin-card-done = ✅ Meta alcanzada: { $paid } de { $count } pagados.
chipin-card-failed = ❌ Sin pagar: { $names } (Pagar mi parte lo intenta de nuevo).
chipin-card-unknown = ❓ Resultado desconocido, no se reintenta: { $names }
chipin-card-expired = ⌛ El plazo pasó sin suficientes miembros: no se movió nada.
chipin-button-commit = 🤝 Comprometerme
chipin-button-withdraw = ↩️ Retirarme
chipin-button-pay = 💸 Pagar mi parte
chipin-answer-gone = Esta colecta ya no se conserva.
chipin-answer-not-committed = No te comprometiste con esta colecta.
chipin-answer-too-late = Esta colecta ya no acepta compromisos.
chipin-answer-withdrawn = ↩️ Tu compromiso se retiró.
chipin-answer-paid = ✅ Tu parte está pagada.
chipin-answer-committed = Ya te comprometiste.
chipin-answer-committed-now = 🤝 Estás dentro. No se mueve nada hasta alcanzar la meta.
chipin-answer-own = Esta colecta es para ti: no puedes comprometerte.
chipin-answer-cannot = Tu cuenta no puede comprometer { $amount } ahora (sin cuenta, un límite o sus fondos): mira nuestro chat privado.
chipin-answer-cannot-plain = Tu cuenta no está conectada: conéctala primero en nuestro chat privado.
chipin-answer-confirm-sent = Te envié el compromiso para confirmar en nuestro chat privado.
chipin-answer-failed-again = Tu parte tampoco se pagó esta vez: no se cobró nada. Mira nuestro chat privado.
chipin-confirm = 🤝 ¿Comprometerte con <b>{ $what }</b> en { $chat }? Cuando { $count } miembros se hayan comprometido, <b>{ $amount }</b> sale de tu cuenta hacia { $payee }. Hasta entonces no se mueve nada y puedes retirarte.
chipin-confirm-label = 🤝 Comprometerme
chipin-expired-note = ⌛ <b>{ $what }</b> en { $chat } no alcanzó su meta ({ $committed } de { $count } comprometidos): no se movió nada.
chipin-end-note = 🤝 <b>{ $what }</b> en { $chat } alcanzó su meta: { $paid } de { $count } pagaron a { $payee }, { $amount } en total.
chipin-end-failed = Sin pagar: { $names }.
chipin-failed-note = ❌ Tu parte de { $amount } a { $payee } ({ $chat }) no se pagó: { $reason }. No se cobró nada; pulsa Pagar mi parte en la tarjeta para intentarlo de nuevo.
chipin-reason-no-account = tu cuenta ya no es la que usaste al comprometerte
chipin-reason-refused = fue rechazado
chipin-late-note = 🤝 { $name } pagó su parte de { $amount } ({ $chat }) en un segundo intento.
