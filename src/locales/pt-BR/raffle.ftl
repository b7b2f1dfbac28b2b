## /raffle (src/features/raffle). No grupo, no idioma do grupo e sem números de nenhuma conta;
## respostas a botões e notas privadas no idioma da pessoa.

raffle-usage =
    🎟 <code>/raffle 21000 3 1h</code> divide 21.000 sat da sua conta entre 3 ganhadores sorteados em uma hora entre os membros que tocarem em Participar (no máximo { $max } ganhadores, sorteio em até { $days } dias).
    Condições podem vir depois: <code>member:7d</code> (conhecido aqui há 7 dias), <code>active:14d</code> (escreveu aqui nos últimos 14 dias), <code>channel:@nome</code>, <code>premium</code>, <code>captcha</code>. Depois, uma nota.
raffle-in-private = 🎟 /raffle funciona em grupos: envie <code>/raffle 21000 3 1h</code> lá.
raffle-anonymous = Um sorteio é pago pela conta de um membro: escreva como você (não como o grupo ou um canal) para começar um.
raffle-bad-winners = 🎟 Um sorteio tem de 1 a { $max } ganhadores.
raffle-bad-duration = 🎟 O sorteio deve acontecer daqui a no mínimo { $min } minuto e no máximo { $days } dias: por exemplo <code>30m</code>, <code>2h</code> ou <code>1d</code>.
raffle-share-too-small = 🎟 { $total } não pode ser dividido entre { $count } ganhadores: cada um precisa de pelo menos 1 sat. Tente mais sat ou menos ganhadores.
raffle-share-too-large = 🎟 A parte de cada ganhador deve ser de no máximo { $max }: tente menos sat ou mais ganhadores.
raffle-description = sorteio em { $chat }
raffle-duration = { $days ->
        [0] {""}
        [one] 1 dia{" "}
       *[other] { $days } dias{" "}
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
    🎟 { $creator }, começar um sorteio? <b>{ $total }</b> da sua conta: { $count } × { $share }, sorteados em { $duration } entre os membros que tocarem em Participar.
    Ganhadores sem conta recebem uma promessa, paga da sua conta quando a resgatarem.
raffle-confirm-remainder = O resto da divisão desigual fica com você.
raffle-start-label = 🎟 Começar
raffle-note = 📝 { $note }
raffle-cancelled = 🚫 Sorteio cancelado. Nada foi enviado.

raffle-card = 🎟 Sorteio de <b>{ $creator }</b>: { $count ->
        [one] 1 ganhador recebe { $share }
       *[other] { $count } ganhadores recebem { $share } cada
    }
raffle-card-draw = ⏰ Sorteio: { $when }
raffle-card-entrants = 👥 { $count ->
        [0] Ninguém participa ainda.
        [one] 1 participante
       *[other] { $count } participantes
    }
raffle-card-commitment = 🔒 Compromisso: <code>{ $commitment }</code>
raffle-enter-label = 🎟 Participar
raffle-end-label = Cancelar sorteio
raffle-card-cancelled = 🚫 { $creator } cancelou o sorteio antes de sortear. Nada foi enviado.
raffle-card-void = 🚫 O sorteio foi anulado: a conta de { $creator } não está mais conectada. Nada foi enviado; os participantes ({ $count }) não ganham nada desta vez.
raffle-card-drawn = 🎲 Sorteado em { $when }.
raffle-card-drawn-late = 🎲 Sorteado com atraso, em { $when }: eu não estava rodando na hora do sorteio.
raffle-card-no-entrants = Ninguém participou: nada foi enviado.
raffle-paid-line = ✅ Pagos: { $names }
raffle-pledged-line = 🤝 Prometido, ainda sem conta — toque no seu nome para resgatar: { $names }
raffle-pending-line = ⏳ Enviando: { $names }
raffle-failed-line = ❌ Não foi possível pagar: { $names }
raffle-unknown-line = ❓ Resultado desconhecido, sem nova tentativa: { $names }
raffle-not-sent-line = 🚫 Não pagos: { $names }
raffle-card-fewer = Menos participantes que ganhadores: { $count ->
        [one] 1 parte fica
       *[other] { $count } partes ficam
    } com quem criou.
raffle-stopped-payer-out = 🛑 Os pagamentos pararam: os fundos ou limites de { $creator } acabaram.
raffle-stopped-unknown = 🛑 Os pagamentos pararam após um resultado desconhecido; nada é tentado de novo.
raffle-card-seed = 🔓 Semente: <code>{ $seed }</code> (seu SHA-256 é o compromisso <code>{ $commitment }</code>)
raffle-card-cutoff = 🧮 O HMAC-SHA256(semente, id do usuário) de cada ganhador é no máximo <code>{ $cutoff }…</code>; o dos demais é maior.

raffle-answer-started = 🎟 O sorteio está aberto.
raffle-answer-decided = Este sorteio já foi começado ou cancelado.
raffle-answer-stale = Este sorteio não está mais aberto.
raffle-answer-entered = 🎟 Você está participando ({ $count ->
        [one] 1 participante
       *[other] { $count } participantes
    }).
raffle-answer-already = Você já está participando ({ $count ->
        [one] 1 participante
       *[other] { $count } participantes
    }).
raffle-answer-closed = Participações encerradas: o sorteio foi feito ou cancelado.
raffle-answer-own = Você não pode participar do seu próprio sorteio.
raffle-answer-only-creator = Só quem criou o sorteio pode cancelá-lo.
raffle-answer-drawn = Tarde demais: este sorteio já foi feito ou cancelado.
raffle-answer-cancelled = Sorteio cancelado. Nada foi enviado.


raffle-void-note = 🚫 Seu sorteio em { $where } foi anulado na hora do sorteio: sua conta não está mais conectada, então nada foi enviado.
raffle-stopped-note =
    🛑 Seu sorteio em { $where } parou após { $paid } de { $count } ganhadores: um pagamento não pôde sair da sua conta.
    { $reason }
