## /entry (src/features/entry): entrada de pago a un grupo.

entry-anonymous = 🚪 La entrada de pago va a la cuenta propia de un miembro: envía /entry como tú mismo (no como el grupo) o usa /settings en un chat privado conmigo.
entry-not-admin = 🚪 Solo el creador del grupo o un admin que pueda invitar usuarios puede configurar la entrada de pago.
entry-usage = 🚪 Fija el precio de entrada: <code>/entry 2100</code>, <code>/entry 5 usd</code> o <code>/entry 2100 monthly</code>. <code>/entry off</code> detiene las facturas nuevas.
entry-missing = 🚪 La entrada de pago aún no está activa. Falta:
entry-missing-invite = • mi permiso para invitar usuarios (hazme admin con permiso para invitar mediante enlace)
entry-missing-restrict = • mi permiso para expulsar usuarios (la entrada mensual saca a quien deja de pagar)
entry-missing-account = • una cuenta conectada de { $owner } (conecta una en un chat privado conmigo)
entry-link-failed = 🚪 No pude crear el enlace de invitación. Comprueba que puedo invitar usuarios y vuelve a intentarlo.
entry-link-name = Entrada de pago · { $price }
entry-link-name-monthly = Entrada · { $price }/mes
entry-on = 🚪 La entrada de pago está activa: { $price }, pagados a la cuenta de { $owner }. { $owner } recibió el enlace en un chat privado.
entry-on-monthly = 🚪 La entrada de pago está activa: { $price } al mes, pagados a la cuenta de { $owner }. { $owner } recibió el enlace en un chat privado.
entry-on-no-dm = 🚪 La entrada de pago está activa, pero no pude enviar el enlace a { $owner }: abre un chat privado conmigo y envía /entry allí.
entry-owner-link = 🚪 La puerta de { $group }: { $link }
    Comparte este enlace: quien pida unirse con él recibe de mí una factura de { $price }, pagada a tu cuenta, y entra en cuanto la paga. Los demás enlaces del grupo siguen funcionando igual.
entry-state-on = 🚪 Entrada de pago: { $price }, pagados a { $owner }. El enlace lo tiene { $owner }.
entry-state-on-monthly = 🚪 Entrada de pago: { $price } al mes, pagados a { $owner }. El enlace lo tiene { $owner }.
entry-state-off = 🚪 La entrada de pago está desactivada aquí. Actívala con <code>/entry 2100</code> (o <code>/entry 5 usd</code>, <code>/entry 2100 monthly</code>).
entry-off = 🚪 Entrada de pago desactivada: no habrá facturas nuevas. Las ya enviadas se siguen respetando.

entry-invoice = 🚪 Para unirte a <b>{ $group }</b>, paga { $price } a { $owner }.
    ⏳ Válida 15 minutos.
entry-invoice-renewal = 🔁 Tu membresía de <b>{ $group }</b> termina el { $date }. Paga { $price } a { $owner } por un mes más.
entry-pay-button = ⚡ Pagar desde mi cuenta
entry-paused = ⏸ La entrada de pago a { $group } está en pausa: los admins revisarán tu solicitud.
entry-busy = ⏳ Ahora mismo demasiadas personas piden unirse a { $group }: vuelve a pedirlo en un minuto con el mismo enlace.
entry-in = ✅ Ya estás dentro: ¡bienvenido a { $group }!
entry-in-by-admin = ✅ Pagado. Un admin ya te había dejado entrar en { $group }.
entry-welcome-back = ✅ Bienvenido de nuevo a { $group }: tu membresía está pagada hasta el { $date }.
entry-declined-first = ⚠️ Pagado, pero un admin ya había rechazado tu solicitud para unirte a { $group }: { $owner } puede devolvértelo con /send.
entry-expired = ⌛ Tu factura para unirte a { $group } no se pagó a tiempo, así que se rechazó la solicitud. Para intentarlo de nuevo, pide unirte con el mismo enlace: recibirás una factura nueva.
entry-waiting = ⏳ Pagado. Ahora no puedo dejarte entrar en { $group }; lo haré en cuanto pueda.
entry-renewed = ✅ Tu membresía de { $group } está pagada hasta el { $date }.
entry-removed = 👋 Tu membresía de { $group } terminó el { $date } y no se renovó, así que saliste del grupo. Puedes volver cuando quieras con el enlace del grupo.
entry-not-yours = Esta factura es de otra persona.
entry-closed = Esta factura ya no está abierta.

entry-confirm = 🚪 ¿Pagar { $price } a { $owner } para unirte a { $group }?
entry-what = entrada a { $group }
entry-confirm-label = ⚡ Pagar
entry-outcome-sent = ✅ Pagados { $price } por { $group }: esperando la confirmación del pago…
entry-outcome-cancelled = 🚫 Pago de { $price } por { $group } cancelado.
entry-outcome-not-sent = ❌ No pagado
entry-outcome-unknown = ❓ Pago de { $price } por { $group }: desconocido — no se reintenta.
entry-description = Entrada a { $group } · { $user }

entry-owner-paid = 🚪 { $user } pagó { $price } y entró en { $group }.
entry-owner-renewed = 🔁 { $user } renovó su membresía de { $group } hasta el { $date }.
entry-owner-declined-first = ⚠️ { $user } pagó { $price } por { $group }, pero un admin ya había rechazado la solicitud. Puedes devolverlo con /send.
entry-owner-no-dm = ⏳ { $user } pidió unirse a { $group }: en espera, pero no pude escribirle (primero tiene que abrir un chat privado conmigo).
entry-owner-paused = ⏸ { $user } pidió unirse a { $group }, pero la entrada de pago está en pausa: tu cuenta no está conectada. La solicitud espera a los admins.
entry-owner-paused-rights = ⏸ { $user } pidió unirse a { $group }, pero la entrada de pago está en pausa: ya no eres un admin que pueda invitar usuarios allí. La solicitud espera a los admins.
entry-owner-stuck = ⚠️ { $user } pagó { $price } por { $group }, pero no puedo dejarle entrar: ya no puedo invitar usuarios allí. Devuélveme ese permiso y le dejaré entrar.
entry-owner-removed = 👋 La membresía de { $user } en { $group } no se renovó: fuera del grupo.
entry-mine-none = 🚪 No tienes ninguna entrada de pago activa. En un grupo donde seas admin, envía <code>/entry 2100</code>.
entry-mine-door = 🚪 <b>{ $group }</b>: { $price }{ $monthly ->
        [yes] {" "}al mes
       *[no] {""}
    } · { $state ->
        [on] activa
       *[off] desactivada
    }
entry-mine-member = • { $user }: hasta el { $date }
entry-mine-member-once = • { $user }
entry-mine-payment = • { $date } · { $user } · { $price } · { $state ->
        [waiting] en espera
        [paid] pagado, aún no dentro
        [in] dentro
        [declined-first] pagado, rechazado por un admin
        [unwritten] no se le pudo escribir: queda para los admins
       *[expired] no pagado
    }

entry-history-title = 🚪 <b>Membresías</b>
entry-history-line = • { $group }: pagada hasta el { $date }
entry-history-line-once = • { $group }: entrada pagada

## Paid entry on a group's page of private /settings ($group, $owner HTML-escaped; $price an amount).
entry-settings-button = 🚪 Entrada de pago
entry-settings-line-off = 🚪 Entrada de pago: desactivada
entry-settings-line-on = 🚪 Entrada de pago: { $price }, pagada a { $owner }
entry-settings-line-monthly = 🚪 Entrada de pago: { $price } al mes, pagada a { $owner }
entry-settings-set-button = Fijar el precio
entry-settings-off-button = Desactivar
entry-settings-ask = 🚪 ¿Cuánto debe costar la entrada a { $group }? Por ejemplo <code>2100</code>, <code>5 usd</code> o <code>2100 monthly</code>.
entry-on-here = 🚪 La entrada de pago a { $group } está activada: { $price }, pagada a tu cuenta. El enlace está arriba; avisé al grupo.
entry-on-here-monthly = 🚪 La entrada de pago a { $group } está activada: { $price } al mes, pagada a tu cuenta. El enlace está arriba; avisé al grupo.
