## /rain (pt-BR): see en/rain.ftl for what each text is for.

rain-usage = 🌧 <code>/rain 1000</code> divide 1000 sat da sua conta entre os membros que escreveram aqui nos últimos { $minutes } minutos (no máximo { $max }). Pode vir uma nota depois do valor.
rain-in-private = 🌧 /rain funciona em grupos: envie <code>/rain 1000</code> lá para dividir 1000 sat entre quem escreveu há pouco.
rain-anonymous = A chuva sai da conta de um membro: poste como você mesmo (não como o grupo ou um canal).
rain-too-few = 🌧 Não há em quem fazer chover: não conheço mais ninguém que escreveu aqui nos últimos { $minutes } minutos. Se eu não for admin, o Telegram só me mostra comandos e respostas às minhas mensagens (modo de privacidade): me torne admin para eu ver quem conversa, ou tente depois que falarem comigo.
rain-none-meet = 🌧 Ninguém que escreveu aqui nos últimos { $minutes } minutos cumpre as condições: nada foi pedido à sua conta.
rain-share-too-small = 🌧 { $total } não pode ser dividido entre { $count } membros: cada um precisa de pelo menos 1 sat. Tente um total maior.
rain-description = chuva em { $chat }
rain-confirm =
    🌧 { $sender }, fazer chover? <b>{ $total }</b> da sua conta: { $count } × { $share } para { $names }.
    Quem ainda não tem conta recebe uma promessa, paga da sua conta quando a resgatar.
rain-confirm-remainder = O resto da divisão desigual fica com você.
rain-confirm-label = 🌧 Chover
rain-note = 📝 { $note }
rain-cancelled = 🚫 Chuva cancelada. Nada foi enviado.
rain-receipt = 🌧 <b>{ $sender }</b> fez chover: { $share } para cada
rain-sent-line = ✅ Pago: { $names }
rain-pledged-line = 🤝 Prometido, ainda sem conta — toque no seu nome para resgatar: { $names }
rain-pending-line = ⏳ Enviando: { $names }
rain-skipped-line = ⏭ Pulados, ainda sem conta nem endereço lightning: { $names }
rain-failed-line = ❌ Não foi possível pagar: { $names }
rain-unknown-line = ❓ Resultado desconhecido, não repetido: { $names }
rain-not-sent-line = 🚫 Não enviado: { $names }
rain-stopped-payer-out = 🛑 A chuva parou: os fundos ou limites de { $sender } se esgotaram.
rain-stopped-unknown = 🛑 A chuva parou após um resultado desconhecido; nada é repetido.
rain-answer-started = 🌧 Fazendo chover…
rain-answer-decided = Esta chuva já foi enviada ou cancelada.
rain-answer-stale = Esta pergunta expirou: envie /rain de novo.
rain-stopped-note =
    🛑 Sua chuva em { $where } parou após { $sent } de { $count } partes: uma parte não pôde ser paga da sua conta.
    { $reason }

# The sender, privately, once a rain a restart cut off was carried on to its end.
rain-resumed-note = 🌧 Sua chuva em { $where } foi interrompida por uma reinicialização e continuou: { $sent } de { $count } membros foram pagos. O recibo no grupo mostra cada parte.
