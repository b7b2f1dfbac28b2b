## /giveaway (pt-BR): see en/giveaway.ftl for what each text is for.

giveaway-usage = 🎁 Comece um sorteio com <code>/giveaway 1000 5</code>: os 5 primeiros membros que tocarem em Resgatar recebem 200 sat cada, da sua conta. Pode vir uma nota depois.
giveaway-ambiguous = 🎁 Isso pode ser lido de mais de um jeito: um espaço também separa os milhares (1 500 = 1500). Escreva o total sem espaços e depois quantos membros: <code>/giveaway 1500 5</code> (1500 sat para 5 membros).
giveaway-in-private = 🎁 /giveaway funciona em grupos: envie <code>/giveaway 1000 5</code> lá, e os 5 primeiros membros que tocarem em Resgatar recebem 200 sat cada.
giveaway-anonymous = Sorteios saem da conta de um membro: poste como você mesmo (não como o grupo ou um canal) para começar um.
giveaway-too-many = 🎁 Um sorteio paga no máximo { $max } membros. Tente um número menor.
giveaway-share-too-small = 🎁 { $total } não pode ser dividido entre { $count } membros: cada um precisa de pelo menos 1 sat. Tente um total maior ou menos membros.
giveaway-description = sorteio em { $chat }
giveaway-confirm =
    🎁 { $creator }, começar um sorteio? Até <b>{ $total }</b> da sua conta: { $count } × { $share }, pagos aos { $count } primeiros membros que tocarem em Resgatar.
    Nada sai da sua conta antes de alguém resgatar.
giveaway-confirm-remainder = O resto da divisão desigual fica com você.
giveaway-confirm-label = ✅ Confirmar
giveaway-cancelled = 🚫 Sorteio cancelado. Nada saiu da conta de ninguém.
giveaway-card = 🎁 <b>Sorteio</b> de { $creator }: <b>{ $share }</b> para cada um dos { $count } primeiros membros.
giveaway-card-open = Toque em Resgatar para pegar o seu.
giveaway-note = 📝 { $note }
giveaway-claims-none = Ninguém resgatou ainda.
giveaway-claims = Resgatados { $claimed } de { $count }: { $names }
giveaway-more-claimers = mais { $count }
giveaway-claim-button = 🎁 Resgatar
giveaway-end-button = Encerrar
giveaway-ended-completed = ✅ Todas as { $count } partes foram resgatadas: o sorteio acabou.
giveaway-ended-expired = ⌛ O sorteio acabou: o tempo esgotou. Partes não resgatadas nunca saíram da conta de { $creator }.
giveaway-ended-by-creator = 🛑 { $creator } encerrou o sorteio. Partes não resgatadas nunca saíram da conta.
giveaway-ended-payer-out = 🛑 O sorteio acabou: os fundos ou limites de { $creator } se esgotaram. Partes ainda não resgatadas não serão pagas.
giveaway-ended-account-changed = 🛑 O sorteio acabou: { $creator } trocou a conta que o pagava.
giveaway-answer-posted = 🎁 Seu sorteio foi publicado.
giveaway-answer-decided = Este sorteio já foi confirmado ou cancelado.
giveaway-answer-stale = Esta pergunta expirou: envie /giveaway de novo.
giveaway-answer-paid = 🎁 Você recebeu { $amount }!
giveaway-answer-paid-test = 🎁 Você recebeu { $amount } (dinheiro de teste)!
giveaway-answer-already = Você já resgatou sua parte deste sorteio.
giveaway-answer-unknown = ❓ Sua parte foi enviada, mas o resultado é desconhecido. Não será repetida: veja /balance no nosso chat privado para saber se chegou.
giveaway-answer-busy = Sua parte está sendo paga agora.
giveaway-answer-wait = ⏳ Um momento: seu pedido está sendo processado. O cartão mostra quem recebeu uma parte.
giveaway-answer-all-taken = Tarde demais: todas as partes foram pegas.
giveaway-answer-ended = Este sorteio acabou.
giveaway-answer-gone = Este sorteio não está mais disponível.
giveaway-answer-own = Você não pode resgatar seu próprio sorteio.
giveaway-answer-no-route = Configure o recebimento no nosso chat privado e toque em Resgatar de novo: sua parte espera enquanto houver alguma.
giveaway-answer-payer-out = Os fundos ou limites do sorteio se esgotaram: nada foi pago a você.
giveaway-answer-not-paid = Sua parte não pôde ser paga na sua conta ou endereço. Nada foi pego: tente mais tarde.
giveaway-answer-end-not-yours = Só quem começou este sorteio pode encerrá-lo.
giveaway-answer-you-ended = Sorteio encerrado. As partes não resgatadas ficam na sua conta.
giveaway-payer-out-note =
    🛑 Seu sorteio em { $where } acabou: uma parte de { $share } não pôde ser paga da sua conta.
    { $reason }

giveaway-share-unknown-note = ❓ Sua parte do sorteio em { $where } ({ $share }) estava sendo enviada quando o bot foi interrompido. O resultado é desconhecido e ela <b>não</b> é enviada de novo: confira seu saldo para ver se chegou.
giveaway-share-unknown-creator = ❓ Uma parte do seu sorteio em { $where } ({ $share } para { $claimer }) estava sendo enviada quando o bot foi interrompido. O resultado é desconhecido e ela <b>não</b> é enviada de novo: confira /balance e /history. A parte continua resgatada.
giveaway-share-carried-note = 🎁 Você recebeu { $share } do sorteio em { $where }. O bot reiniciou durante o envio; ele foi enviado uma única vez.
