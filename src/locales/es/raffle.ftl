## /raffle (src/features/raffle). En el grupo, en el idioma del grupo y sin cifras de ninguna cuenta;
## respuestas a botones y notas privadas, en el idioma de la persona.

raffle-usage =
    🎟 <code>/raffle 21000 3 1h</code> reparte 21.000 sat de tu cuenta entre 3 ganadores sorteados dentro de una hora entre los miembros que pulsen Participar (como mucho { $max } ganadores, sorteo en { $days } días como máximo).
    Pueden seguir condiciones: <code>member:7d</code> (conocido aquí desde hace 7 días), <code>active:14d</code> (escribió aquí en los últimos 14 días), <code>channel:@nombre</code>, <code>premium</code>, <code>captcha</code>. Y luego una nota.
raffle-in-private = 🎟 /raffle funciona en grupos: envía allí <code>/raffle 21000 3 1h</code>.
raffle-anonymous = Un sorteo se paga desde la cuenta propia de un miembro: escribe como tú (no como el grupo ni un canal) para empezar uno.
raffle-bad-winners = 🎟 Un sorteo tiene de 1 a { $max } ganadores.
raffle-bad-duration = 🎟 El sorteo debe ser dentro de { $min } minuto como mínimo y { $days } días como máximo: por ejemplo <code>30m</code>, <code>2h</code> o <code>1d</code>.
raffle-share-too-small = 🎟 { $total } no se puede repartir entre { $count } ganadores: cada uno necesita al menos 1 sat. Prueba con más sat o menos ganadores.
raffle-share-too-large = 🎟 La parte de cada ganador debe ser como mucho { $max }: prueba con menos sat o más ganadores.
raffle-description = sorteo en { $chat }
raffle-duration = { $days ->
        [0] {""}
        [one] 1 día{" "}
       *[other] { $days } días{" "}
    }{ $hours ->
        [0] {""}
        [one] 1 hora{" "}
       *[other] { $hours } horas{" "}
    }{ $minutes ->
        [0] {""}
        [one] 1 minuto
       *[other] { $minutes } minutos
    }

raffle-confirm =
    🎟 { $creator }, ¿empezar un sorteo? <b>{ $total }</b> de tu cuenta: { $count } × { $share }, sorteado dentro de { $duration } entre los miembros que pulsen Participar.
    Los ganadores sin cuenta reciben una promesa, pagada desde tu cuenta cuando la reclamen.
raffle-confirm-remainder = El resto del reparto desigual se queda contigo.
raffle-start-label = 🎟 Empezar
raffle-note = 📝 { $note }
raffle-cancelled = 🚫 Sorteo cancelado. No se envió nada.

raffle-card = 🎟 Sorteo de <b>{ $creator }</b>: { $count ->
        [one] 1 ganador recibe { $share }
       *[other] { $count } ganadores reciben { $share } cada uno
    }
raffle-card-draw = ⏰ Sorteo: { $when }
raffle-card-entrants = 👥 { $count ->
        [0] Nadie participa todavía.
        [one] 1 participante
       *[other] { $count } participantes
    }
raffle-card-commitment = 🔒 Compromiso: <code>{ $commitment }</code>
raffle-enter-label = 🎟 Participar
raffle-end-label = Cancelar sorteo
raffle-card-cancelled = 🚫 { $creator } canceló el sorteo antes de sortearlo. No se envió nada.
raffle-card-void = 🚫 El sorteo queda anulado: la cuenta de { $creator } ya no está conectada. No se envió nada; los participantes ({ $count }) no ganan nada esta vez.
raffle-card-drawn = 🎲 Sorteado el { $when }.
raffle-card-drawn-late = 🎲 Sorteado con retraso, el { $when }: no estaba funcionando a la hora del sorteo.
raffle-card-no-entrants = Nadie participó: no se envió nada.
raffle-paid-line = ✅ Pagado: { $names }
raffle-pledged-line = 🤝 Prometido, aún sin cuenta — toca tu nombre para reclamarlo: { $names }
raffle-pending-line = ⏳ Enviando: { $names }
raffle-failed-line = ❌ No se pudo pagar: { $names }
raffle-unknown-line = ❓ Resultado desconocido, sin reintento: { $names }
raffle-not-sent-line = 🚫 Sin pagar: { $names }
raffle-card-fewer = Menos participantes que ganadores: { $count ->
        [one] 1 parte se queda
       *[other] { $count } partes se quedan
    } con quien lo creó.
raffle-stopped-payer-out = 🛑 Los pagos se detuvieron: se agotaron los fondos o límites de { $creator }.
raffle-stopped-unknown = 🛑 Los pagos se detuvieron tras un resultado desconocido; no se reintenta nada.
raffle-card-seed = 🔓 Semilla: <code>{ $seed }</code> (su SHA-256 es el compromiso <code>{ $commitment }</code>)
raffle-card-cutoff = 🧮 El HMAC-SHA256(semilla, id de usuario) de cada ganador es como mucho <code>{ $cutoff }…</code>; el de los demás, mayor.

raffle-answer-started = 🎟 El sorteo está abierto.
raffle-answer-decided = Este sorteo ya se empezó o se canceló.
raffle-answer-stale = Este sorteo ya no está abierto.
raffle-answer-entered = 🎟 Estás dentro ({ $count ->
        [one] 1 participante
       *[other] { $count } participantes
    }).
raffle-answer-already = Ya estás dentro ({ $count ->
        [one] 1 participante
       *[other] { $count } participantes
    }).
raffle-answer-closed = Ya no se puede participar: el sorteo se hizo o se canceló.
raffle-answer-own = No puedes participar en tu propio sorteo.
raffle-answer-only-creator = Solo quien creó el sorteo puede cancelarlo.
raffle-answer-drawn = Demasiado tarde: este sorteo ya se hizo o se canceló.
raffle-answer-cancelled = Sorteo cancelado. No se envió nada.


raffle-void-note = 🚫 Tu sorteo en { $where } quedó anulado al sortearse: tu cuenta ya no está conectada, así que no se envió nada.
raffle-stopped-note =
    🛑 Tu sorteo en { $where } se detuvo tras { $paid } de { $count } ganadores: un pago no se pudo hacer desde tu cuenta.
    { $reason }
