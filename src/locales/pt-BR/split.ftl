## /split (src/features/split): o cartão fala o idioma do grupo e mostra quem pagou, nunca saldos.

split-usage = 🧾 Divida uma conta: <code>/split 60000 @ann @bob Pizza</code> (você conta como uma parte e não paga nenhuma), <code>@ann=20000</code> para uma parte própria, <code>--all</code> para cobrar só os membros citados, ou <code>/split 60000 4 Pizza</code> para 4 partes que os primeiros membros a tocar pegam. Também como resposta: o autor da mensagem também paga.
split-in-private = 🧾 /split funciona em grupos: lá <code>/split 60000 @ann @bob Pizza</code> divide uma conta entre os membros citados.
split-anonymous = 🧾 Uma conta é paga na conta de quem a organiza: escreva como você mesmo (não como o grupo ou um canal) para dividir uma.
split-organiser-no-account = 🧾 As partes de uma conta são pagas na sua conta, e você ainda não conectou nenhuma: conecte uma no nosso chat privado e divida a conta de novo.
split-connect-button = Conectar uma conta
split-bad-share = 🧾 Não consigo ler { $word } como uma parte: escreva como <code>@ann=20000</code>.
split-too-many = 🧾 Uma conta pode ser dividida entre no máximo { $max } membros.
split-too-small = 🧾 { $total } não pode ser dividido assim: cada parte precisa de pelo menos 1 sat.
split-custom-over = 🧾 As partes escritas somam mais que { $total }.
split-custom-mismatch = 🧾 Com <code>--all</code> e todas as partes escritas, elas devem somar { $total }; somam { $sum }.
split-description = { $note } (conta em { $chat })
split-description-no-note = conta em { $chat }

split-card = 🧾 <b>{ $what }</b>: { $total }, para { $organiser }
split-card-no-note = Conta
split-card-total-fiat = { $total } ({ $fiat })
split-card-organiser-share = Parte de { $organiser }: { $share }
split-card-paid = ✅ { $name }: { $share }
split-card-owed = ⏳ { $name }: { $share }
split-card-out = 🚪 { $name }: fora
split-card-open-left = 🙋 { $count ->
    [one] Resta uma parte
   *[other] Restam { $count } partes
} de { $share }: toque em Pagar minha parte para pegar uma.
split-card-settled = Quitada ✓
split-card-closed = Fechada: { $paid } de { $count } pagas.
split-card-closed-invoices = As faturas já entregues ainda podem ser pagas até expirarem, em até uma hora.
split-card-frozen = ⛔ Parada: a conta de { $organiser } não está mais conectada. { $paid } de { $count } pagas.
split-button-pay = 💸 Pagar minha parte
split-button-out = 🚪 Estou fora
split-button-close = 🔒 Fechar (organizador)

split-answer-gone = Esta conta não é mais guardada.
split-answer-not-named = Esta conta é dividida entre os membros que ela cita: você não é um deles.
split-answer-full = Todas as partes desta conta já foram pegas.
split-answer-own-bill = Você organizou esta conta: a sua própria parte não é cobrada.
split-answer-already-paid = ✅ Sua parte está paga.
split-answer-confirm-sent = Enviei sua parte para confirmar no nosso chat privado.
split-answer-qr-sent = Enviei a fatura da sua parte no nosso chat privado.
split-answer-in-doubt = O pagamento da sua parte está em andamento ou o resultado é desconhecido: não é tentado de novo. Veja /history.
split-answer-settled = Esta conta está quitada.
split-answer-closed = Esta conta está fechada.
split-answer-closed-now = 🔒 Conta fechada.
split-answer-frozen = Esta conta parou: a conta de quem a organiza não está mais conectada. Nada foi pago.
split-answer-invoice-failed = Não consegui criar a fatura da sua parte agora: tente de novo em um instante.
split-answer-out = 🚪 Você saiu desta conta.
split-answer-not-organiser = Só { $organiser } pode fechar esta conta.
split-answer-open-private = Abra nosso chat privado e toque em Pagar minha parte de novo.
split-refused-over-daily = Sua parte passa do que você ainda pode enviar hoje ({ $remaining }).
split-refused-over-per-payment = Sua parte passa do limite de { $limit } por pagamento.
split-refused-funds = Sua conta não pode pagar esta parte: { $spendable } podem ser gastos.
split-refused-failed = Sua parte não foi paga: { $reason }

split-confirm-summary = 🧾 Pagar sua parte de <b>{ $what }</b> em { $chat }: <b>{ $amount }</b> para { $organiser }, da sua conta?
split-what = parte de { $amount } para { $organiser }
split-confirm-label = ✅ Pagar minha parte
split-outcome-sent = ✅ Você pagou sua parte de <b>{ $what }</b>: { $amount } para { $organiser }.
split-outcome-cancelled = 🚫 Sua parte de { $amount } para { $organiser } não foi paga.
split-outcome-not-sent = ❌ Sua parte de { $amount } para { $organiser } não foi paga
split-outcome-unknown = ❓ Sua parte de { $amount } para { $organiser }: resultado desconhecido — não tentado de novo.
split-outcome-closed = 🔒 Esta conta está fechada, ou sua parte já estava paga. Nada foi pago.
split-qr = 🧾 Sua parte de <b>{ $what }</b> em { $chat }: <b>{ $share }</b> para { $organiser }. Pague esta fatura de qualquer carteira lightning:
split-qr-expires = Ela expira em { $minutes } min.
split-qr-connect = Ou conecte sua conta, e Pagar minha parte paga por ela.

split-summary-settled = 🧾 <b>{ $what }</b> em { $where } está quitada: todas as { $count } partes pagas, { $paidSat } no total.
split-summary-closed = 🧾 <b>{ $what }</b> em { $where } está fechada: { $paid } de { $count } partes pagas, { $paidSat } de { $billedSat }.
split-summary-unpaid = Não pagaram: { $names }.
split-summary-late = 🧾 { $name } pagou a parte de <b>{ $what }</b> em { $where } depois que a conta terminou: { $share }. Agora { $paid } de { $count } pagas.
split-frozen-note = 🧾 A conta <b>{ $what }</b> de { $organiser } em { $where } parou: a conta dele não está mais conectada, então sua parte não pode mais ser paga por mim. Nada foi cobrado de você.

chipin-usage = 🤝 Vaquinha, tudo ou nada: <code>/chipin 100000 @dev 10 by 3d Laptop</code> — quando 10 membros tiverem se comprometido (antes do prazo: <code>by 12h</code>, <code>by 3d</code>; um dia se nada for escrito), cada um paga 10.000 sat a @dev da própria conta. Sem 10, nada se move.
chipin-in-private = 🤝 /chipin funciona em grupos: lá <code>/chipin 100000 @dev 10 Laptop</code> reúne 10 membros para pagar @dev juntos.
chipin-payee-unknown = 🤝 Não consigo pagar @{ $username }: não vi essa pessoa, ou ela ainda não pode receber (sem conta nem endereço lightning).
chipin-bad-count = 🤝 Uma vaquinha precisa de 1 a { $max } membros, e cada parte de pelo menos 1 sat.
chipin-no-note = Vaquinha
chipin-card = 🤝 <b>{ $what }</b> para { $payee }: { $count } × { $share }, tudo ou nada
chipin-card-committed = Comprometidos: { $committed } de { $count }.
chipin-card-deadline = ⏳ Até { $deadline } (UTC). Nada se move antes de a meta ser atingida.
chipin-card-running = 💸 Meta atingida: os pagamentos estão saindo.
chipin-card-done = ✅ Meta atingida: { $paid } de { $count } pagos.
chipin-card-failed = ❌ Não pagos: { $names } (Pagar minha parte tenta de novo).
chipin-card-unknown = ❓ Resultado desconhecido, sem nova tentativa: { $names }
chipin-card-expired = ⌛ O prazo passou sem membros suficientes: nada se moveu.
chipin-button-commit = 🤝 Me comprometo
chipin-button-withdraw = ↩️ Desistir
chipin-button-pay = 💸 Pagar minha parte
chipin-answer-gone = Esta vaquinha não é mais guardada.
chipin-answer-not-committed = Você não se comprometeu com esta vaquinha.
chipin-answer-too-late = Esta vaquinha não aceita mais compromissos.
chipin-answer-withdrawn = ↩️ Seu compromisso foi retirado.
chipin-answer-paid = ✅ Sua parte está paga.
chipin-answer-committed = Você já se comprometeu.
chipin-answer-committed-now = 🤝 Você está dentro. Nada se move até a meta ser atingida.
chipin-answer-own = Esta vaquinha é para você: você não pode se comprometer.
chipin-answer-cannot = Sua conta não pode comprometer { $amount } agora (sem conta, um limite ou o saldo): veja nosso chat privado.
chipin-answer-cannot-plain = Sua conta não está conectada: conecte-a primeiro no nosso chat privado.
chipin-answer-confirm-sent = Enviei o compromisso para confirmar no nosso chat privado.
chipin-answer-failed-again = Sua parte também não foi paga desta vez: nada foi cobrado. Veja nosso chat privado.
chipin-confirm = 🤝 Se comprometer com <b>{ $what }</b> em { $chat }? Quando { $count } membros tiverem se comprometido, <b>{ $amount }</b> sai da sua conta para { $payee }. Até lá nada se move, e você pode desistir.
chipin-confirm-label = 🤝 Me comprometo
chipin-expired-note = ⌛ <b>{ $what }</b> em { $chat } não atingiu a meta ({ $committed } de { $count } comprometidos): nada se moveu.
chipin-end-note = 🤝 <b>{ $what }</b> em { $chat } atingiu a meta: { $paid } de { $count } pagaram { $payee }, { $amount } no total.
chipin-end-failed = Não pagaram: { $names }.
chipin-failed-note = ❌ Sua parte de { $amount } para { $payee } ({ $chat }) não foi paga: { $reason }. Nada foi cobrado; toque em Pagar minha parte no cartão para tentar de novo.
chipin-reason-no-account = sua conta não é mais aquela com que você se comprometeu
chipin-reason-refused = foi recusado
chipin-late-note = 🤝 { $name } pagou a parte de { $amount } ({ $chat }) na segunda tentativa.
