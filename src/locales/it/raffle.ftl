## /raffle (src/features/raffle). Nel gruppo, nella lingua del gruppo e senza cifre di alcun conto;
## risposte ai pulsanti e note private nella lingua della persona.

raffle-usage =
    🎟 <code>/raffle 21000 3 1h</code> divide 21.000 sat dal tuo conto fra 3 vincitori estratti fra un'ora tra i membri che premono Partecipa (al massimo { $max } vincitori, estrazione entro { $days } giorni).
    Possono seguire condizioni: <code>member:7d</code> (conosciuto qui da 7 giorni), <code>active:14d</code> (ha scritto qui negli ultimi 14 giorni), <code>channel:@nome</code>, <code>premium</code>, <code>captcha</code>. Poi una nota.
raffle-in-private = 🎟 /raffle funziona nei gruppi: invia lì <code>/raffle 21000 3 1h</code>.
raffle-anonymous = Una lotteria si paga dal conto di un membro: scrivi come te stesso (non come il gruppo o un canale) per avviarne una.
raffle-bad-winners = 🎟 Una lotteria ha da 1 a { $max } vincitori.
raffle-bad-duration = 🎟 L'estrazione deve essere fra almeno { $min } minuto e al massimo { $days } giorni: per esempio <code>30m</code>, <code>2h</code> o <code>1d</code>.
raffle-share-too-small = 🎟 { $total } non si può dividere fra { $count } vincitori: a ognuno serve almeno 1 sat. Prova con più sat o meno vincitori.
raffle-share-too-large = 🎟 La quota di ogni vincitore deve essere al massimo { $max }: prova con meno sat o più vincitori.
raffle-description = lotteria in { $chat }
raffle-duration = { $days ->
        [0] {""}
        [one] 1 giorno{" "}
       *[other] { $days } giorni{" "}
    }{ $hours ->
        [0] {""}
        [one] 1 ora{" "}
       *[other] { $hours } ore{" "}
    }{ $minutes ->
        [0] {""}
        [one] 1 minuto
       *[other] { $minutes } minuti
    }

raffle-confirm =
    🎟 { $creator }, avviare una lotteria? <b>{ $total }</b> dal tuo conto: { $count } × { $share }, estratti fra { $duration } tra i membri che premono Partecipa.
    I vincitori senza conto ricevono una promessa, pagata dal tuo conto quando la riscuotono.
raffle-confirm-remainder = Il resto della divisione non esatta resta a te.
raffle-start-label = 🎟 Avvia
raffle-note = 📝 { $note }
raffle-cancelled = 🚫 Lotteria annullata. Non è stato inviato nulla.

raffle-card = 🎟 Lotteria di <b>{ $creator }</b>: { $count ->
        [one] 1 vincitore riceve { $share }
       *[other] { $count } vincitori ricevono { $share } ciascuno
    }
raffle-card-draw = ⏰ Estrazione: { $when }
raffle-card-entrants = 👥 { $count ->
        [0] Ancora nessun partecipante.
        [one] 1 partecipante
       *[other] { $count } partecipanti
    }
raffle-card-commitment = 🔒 Impegno: <code>{ $commitment }</code>
raffle-enter-label = 🎟 Partecipa
raffle-end-label = Annulla lotteria
raffle-card-cancelled = 🚫 { $creator } ha annullato la lotteria prima dell'estrazione. Non è stato inviato nulla.
raffle-card-void = 🚫 La lotteria è nulla: il conto di { $creator } non è più collegato. Non è stato inviato nulla; i partecipanti ({ $count }) questa volta non vincono niente.
raffle-card-drawn = 🎲 Estratta il { $when }.
raffle-card-drawn-late = 🎲 Estratta in ritardo, il { $when }: all'ora dell'estrazione non ero in funzione.
raffle-card-no-entrants = Nessuno ha partecipato: non è stato inviato nulla.
raffle-paid-line = ✅ Pagati: { $names }
raffle-pledged-line = 🤝 Promesso, ancora senza conto — tocca il tuo nome per riscuotere: { $names }
raffle-pending-line = ⏳ Invio in corso: { $names }
raffle-failed-line = ❌ Non è stato possibile pagare: { $names }
raffle-unknown-line = ❓ Esito sconosciuto, non ritentato: { $names }
raffle-not-sent-line = 🚫 Non pagati: { $names }
raffle-card-fewer = Meno partecipanti che vincitori: { $count ->
        [one] 1 quota resta
       *[other] { $count } quote restano
    } a chi l'ha creata.
raffle-stopped-payer-out = 🛑 I pagamenti si sono fermati: fondi o limiti di { $creator } esauriti.
raffle-stopped-unknown = 🛑 I pagamenti si sono fermati dopo un esito sconosciuto; nulla viene ritentato.
raffle-card-seed = 🔓 Seme: <code>{ $seed }</code> (il suo SHA-256 è l'impegno <code>{ $commitment }</code>)
raffle-card-cutoff = 🧮 L'HMAC-SHA256(seme, id utente) di ogni vincitore è al massimo <code>{ $cutoff }…</code>; quello degli altri è maggiore.

raffle-answer-started = 🎟 La lotteria è aperta.
raffle-answer-decided = Questa lotteria è già stata avviata o annullata.
raffle-answer-stale = Questa lotteria non è più aperta.
raffle-answer-entered = 🎟 Partecipi ({ $count ->
        [one] 1 partecipante
       *[other] { $count } partecipanti
    }).
raffle-answer-already = Partecipi già ({ $count ->
        [one] 1 partecipante
       *[other] { $count } partecipanti
    }).
raffle-answer-closed = Partecipazioni chiuse: la lotteria è stata estratta o annullata.
raffle-answer-own = Non puoi partecipare alla tua lotteria.
raffle-answer-only-creator = Solo chi ha creato la lotteria può annullarla.
raffle-answer-drawn = Troppo tardi: questa lotteria è già stata estratta o annullata.
raffle-answer-cancelled = Lotteria annullata. Non è stato inviato nulla.


raffle-void-note = 🚫 La tua lotteria in { $where } era nulla all'estrazione: il tuo conto non è più collegato, quindi non è stato inviato nulla.
raffle-stopped-note =
    🛑 La tua lotteria in { $where } si è fermata dopo { $paid } vincitori su { $count }: un pagamento non è potuto partire dal tuo conto.
    { $reason }
