## Condições de sorteios, giveaways e chuva (src/chat/flows/conditions.ts).

condition-bad = Não entendo a condição <code>{ $word }</code>. Condições: <code>member:7d</code>, <code>active:14d</code>, <code>channel:@nome</code>, <code>premium</code>, <code>captcha</code>.
condition-channel-not-admin = Não consigo ver quem está em @{ $channel }: me torne administrador lá e envie o comando de novo.
condition-member = • conhecido neste grupo há { $days } dias ou mais
condition-active = • escreveu aqui nos últimos { $days } dias
condition-channel = • membro de @{ $channel }
condition-premium = • Telegram Premium
condition-captcha = • antes, uma verificação rápida no privado
condition-refused-premium = Isto é para membros com Telegram Premium.
condition-refused-member = Isto é para membros que conheço neste grupo há { $days } dias ou mais.
condition-refused-active = Isto é para membros que escreveram neste grupo nos últimos { $days } dias.
condition-refused-channel = Isto é para membros de @{ $channel }: entre e toque de novo.
condition-captcha-not-here = Um captcha precisa de um botão que cada pessoa toque: a chuva não tem, então não aceita <code>captcha</code>.

captcha-ask = 🎟 Para participar em <b>{ $chat }</b>, toque em { $emoji }.
captcha-wrong = Esse não: tente de novo.
captcha-failed = Não era esse. Toque de novo no botão do cartão para tentar outra vez.
captcha-over = Esta verificação acabou: o cartão a que se referia terminou.
captcha-passed = ✅ Verificação concluída.
captcha-press-again = ✅ Verificação concluída. Volte para <b>{ $chat }</b> e toque no botão de novo.
