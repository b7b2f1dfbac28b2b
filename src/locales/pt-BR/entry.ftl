## /entry (src/features/entry): entrada paga em um grupo.

entry-anonymous = 🚪 A entrada paga vai para a conta de um membro: envie /entry como você mesmo (não como o grupo), ou use /settings em um chat privado comigo.
entry-not-admin = 🚪 Só o criador do grupo ou um admin que pode convidar usuários pode configurar a entrada paga.
entry-usage = 🚪 Defina o preço da entrada: <code>/entry 2100</code>, <code>/entry 5 usd</code> ou <code>/entry 2100 monthly</code>. <code>/entry off</code> para as faturas novas.
entry-missing = 🚪 A entrada paga ainda não está ativa. Falta:
entry-missing-invite = • minha permissão para convidar usuários (me torne admin com permissão de convidar por link)
entry-missing-restrict = • minha permissão para banir usuários (a entrada mensal remove quem para de pagar)
entry-missing-account = • uma conta conectada de { $owner } (conecte uma em um chat privado comigo)
entry-link-failed = 🚪 Não consegui criar o link de convite. Verifique se posso convidar usuários e tente de novo.
entry-link-name = Entrada paga · { $price }
entry-link-name-monthly = Entrada · { $price }/mês
entry-on = 🚪 A entrada paga está ativa: { $price }, pagos na conta de { $owner }. { $owner } recebeu o link em um chat privado.
entry-on-monthly = 🚪 A entrada paga está ativa: { $price } por mês, pagos na conta de { $owner }. { $owner } recebeu o link em um chat privado.
entry-on-no-dm = 🚪 A entrada paga está ativa, mas não consegui enviar o link para { $owner }: abra um chat privado comigo e envie /entry lá.
entry-owner-link = 🚪 A porta de { $group }: { $link }
    Compartilhe este link: quem pedir para entrar por ele recebe de mim uma fatura de { $price }, paga na sua conta, e entra assim que pagar. Os outros links do grupo continuam funcionando como antes.
entry-state-on = 🚪 Entrada paga: { $price }, pagos a { $owner }. O link está com { $owner }.
entry-state-on-monthly = 🚪 Entrada paga: { $price } por mês, pagos a { $owner }. O link está com { $owner }.
entry-state-off = 🚪 A entrada paga está desativada aqui. Ative com <code>/entry 2100</code> (ou <code>/entry 5 usd</code>, <code>/entry 2100 monthly</code>).
entry-off = 🚪 Entrada paga desativada: nenhuma fatura nova. As faturas já enviadas continuam valendo.

entry-invoice = 🚪 Para entrar em <b>{ $group }</b>, pague { $price } a { $owner }.
    ⏳ Válida por 15 minutos.
entry-invoice-renewal = 🔁 Sua assinatura de <b>{ $group }</b> termina em { $date }. Pague { $price } a { $owner } por mais um mês.
entry-pay-button = ⚡ Pagar da minha conta
entry-paused = ⏸ A entrada paga em { $group } está pausada: os admins vão ver o seu pedido.
entry-busy = ⏳ Gente demais está pedindo para entrar em { $group } agora: peça de novo em um minuto pelo mesmo link.
entry-in = ✅ Você entrou: bem-vindo a { $group }!
entry-in-by-admin = ✅ Pago. Um admin já tinha deixado você entrar em { $group }.
entry-welcome-back = ✅ Bem-vindo de volta a { $group }: sua assinatura está paga até { $date }.
entry-declined-first = ⚠️ Pago, mas um admin já tinha recusado seu pedido para entrar em { $group }: { $owner } pode devolver com /send.
entry-expired = ⌛ Sua fatura para entrar em { $group } não foi paga a tempo, então o pedido foi recusado. Para tentar de novo, peça para entrar pelo mesmo link: você vai receber uma fatura nova.
entry-waiting = ⏳ Pago. Não consigo deixar você entrar em { $group } agora; farei isso assim que puder.
entry-renewed = ✅ Sua assinatura de { $group } está paga até { $date }.
entry-removed = 👋 Sua assinatura de { $group } terminou em { $date } e não foi renovada, então você foi removido. Você pode voltar quando quiser pelo link do grupo.
entry-not-yours = Esta fatura é de outra pessoa.
entry-closed = Esta fatura não está mais aberta.

entry-confirm = 🚪 Pagar { $price } a { $owner } para entrar em { $group }?
entry-what = entrada em { $group }
entry-confirm-label = ⚡ Pagar
entry-outcome-sent = ✅ { $price } pagos por { $group }: aguardando a confirmação do pagamento…
entry-outcome-cancelled = 🚫 Pagamento de { $price } por { $group } cancelado.
entry-outcome-not-sent = ❌ Não pago
entry-outcome-unknown = ❓ Pagamento de { $price } por { $group }: desconhecido — não repetido.
entry-description = Entrada em { $group } · { $user }

entry-owner-paid = 🚪 { $user } pagou { $price } e entrou em { $group }.
entry-owner-renewed = 🔁 { $user } renovou a assinatura de { $group } até { $date }.
entry-owner-declined-first = ⚠️ { $user } pagou { $price } por { $group }, mas um admin já tinha recusado o pedido. Você pode devolver com /send.
entry-owner-no-dm = ⏳ { $user } pediu para entrar em { $group }: aguardando, mas não consegui escrever para a pessoa (ela precisa abrir um chat privado comigo antes).
entry-owner-paused = ⏸ { $user } pediu para entrar em { $group }, mas a entrada paga está pausada: sua conta não está conectada. O pedido aguarda os admins.
entry-owner-paused-rights = ⏸ { $user } pediu para entrar em { $group }, mas a entrada paga está pausada: você não é mais um admin que pode convidar usuários lá. O pedido aguarda os admins.
entry-owner-stuck = ⚠️ { $user } pagou { $price } por { $group }, mas não consigo deixar entrar: não posso mais convidar usuários lá. Devolva essa permissão e eu deixo entrar.
entry-owner-removed = 👋 A assinatura de { $user } em { $group } não foi renovada: removido.
entry-mine-none = 🚪 Nenhuma entrada paga sua está ativa. Em um grupo onde você é admin, envie <code>/entry 2100</code>.
entry-mine-door = 🚪 <b>{ $group }</b>: { $price }{ $monthly ->
        [yes] {" "}por mês
       *[no] {""}
    } · { $state ->
        [on] ativa
       *[off] desativada
    }
entry-mine-member = • { $user }: até { $date }
entry-mine-member-once = • { $user }
entry-mine-payment = • { $date } · { $user } · { $price } · { $state ->
        [waiting] aguardando
        [paid] pago, ainda não entrou
        [in] entrou
        [declined-first] pago, recusado por um admin
        [unwritten] não foi possível escrever: fica com os admins
       *[expired] não pago
    }

entry-history-title = 🚪 <b>Assinaturas</b>
entry-history-line = • { $group }: paga até { $date }
entry-history-line-once = • { $group }: entrada paga

## Paid entry on a group's page of private /settings ($group, $owner HTML-escaped; $price an amount).
entry-settings-button = 🚪 Entrada paga
entry-settings-line-off = 🚪 Entrada paga: desligada
entry-settings-line-on = 🚪 Entrada paga: { $price }, paga a { $owner }
entry-settings-line-monthly = 🚪 Entrada paga: { $price } por mês, paga a { $owner }
entry-settings-set-button = Definir o preço
entry-settings-off-button = Desligar
entry-settings-ask = 🚪 Quanto deve custar a entrada em { $group }? Por exemplo <code>2100</code>, <code>5 usd</code> ou <code>2100 monthly</code>.
entry-on-here = 🚪 A entrada paga em { $group } está ligada: { $price }, paga na sua conta. O link está acima; avisei o grupo.
entry-on-here-monthly = 🚪 A entrada paga em { $group } está ligada: { $price } por mês, paga na sua conta. O link está acima; avisei o grupo.
