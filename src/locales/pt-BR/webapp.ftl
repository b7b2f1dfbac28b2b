## ─── The Mini App's page (src/webapp/page) ───────────────────────────────
## Plain text shown in the page (no HTML). Numbers passed as values ($amount,
## $spent, $limit…) are formatted in the user's language by the page.

# An amount in satoshi. $amount: a number.
app-sat = { $amount } sat
app-loading = Carregando…
app-retry = Tentar de novo
app-close = Fechar
app-sandbox = Dinheiro de teste: este bot roda em um gateway sandbox.
app-error-network = Não foi possível falar com o bot. Verifique sua conexão e tente de novo.
app-error-unauthorized = Esta página não conseguiu confirmar quem você é. Feche e abra de novo pelo chat do bot.
app-error-outside = Abra esta página pelo chat do bot no Telegram.
app-error-not-connected = Você ainda não tem carteira no bot. Abra o chat dele e toque em Iniciar para criar uma.
app-error-generic = Algo deu errado. Tente de novo daqui a pouco.
app-copy = Copiar
app-copied = Copiado ✓
app-amount-whole-sat = Digite um número inteiro de sat, maior que zero.

## Home

app-home-balance = Saldo
app-home-spendable = Disponível
app-home-frozen = Congelado
app-home-today = Gasto hoje
# $spent and $limit: numbers of sat.
app-home-today-of-limit = { $spent } de { $limit } sat
app-home-no-limit = sem limite diário
app-home-chart-title = Últimos 30 dias
app-home-chart-in = Entradas
app-home-chart-out = Saídas
app-home-chart-empty = Nada entrou nem saiu nos últimos 30 dias.
app-home-receive = Receber
app-home-pay = Pagar
app-home-send = Enviar
app-home-history = Histórico
app-home-settings = Configurações

## History

app-history-title = Histórico
app-history-all = Tudo
app-history-in = Entradas
app-history-out = Saídas
app-history-pending = Pendentes
app-history-unknown = Incertos
app-history-empty = Nada aqui ainda.
app-history-more = Carregando mais…
app-history-end = Isso é tudo.
app-history-amount-unknown = valor desconhecido
app-kind-invoice = Fatura
app-kind-payment = Pagamento
app-kind-withdrawal = Saque
app-kind-tip-sent = Gorjeta dada
app-kind-tip-received = Gorjeta recebida
app-kind-received = Recebido
app-kind-voucher = Voucher
app-kind-pledge = Promessa
app-status-pending = pendente
app-status-sent = enviado
app-status-paid = pago
app-status-failed = falhou
app-status-unknown = resultado desconhecido
app-status-expired = expirado
app-detail-amount = Valor
app-detail-fee = Taxa
app-detail-status = Situação
app-detail-date = Data
app-detail-with = Com
app-detail-description = Descrição
app-detail-reason = Motivo
app-detail-hash = Hash do pagamento
app-detail-pledge-ends = Expira sem resgate em

## Receive

app-receive-title = Receber
app-receive-amount = Valor
app-receive-description = Descrição (opcional)
app-receive-create = Criar fatura
app-receive-amount-missing = Digite um valor maior que zero.
app-receive-waiting = Aguardando o pagamento…
app-receive-paid = Paga ✓
app-receive-expired = Esta fatura expirou. Crie uma nova.
app-receive-share = Compartilhar
# The text shared with the invoice. $amount: a number of sat.
app-receive-share-text = Por favor, me pague { $amount } sat com esta fatura lightning.
app-receive-new = Nova fatura
# $time: a date and time.
app-receive-expires = Válida até { $time }
app-receive-address = Seu endereço lightning
app-receive-paycode = Seu código de pagamento

## Pay

app-pay-title = Pagar
app-pay-input = Fatura, LNURL ou endereço lightning
app-pay-placeholder = lnbc… ou nome@wallet.example
app-pay-scan = Ler código QR
app-pay-scan-hint = Aponte a câmera para um código QR lightning
app-pay-check = Verificar
app-pay-amount = Valor
# $min and $max: numbers of sat.
app-pay-range = De { $min } a { $max } sat
app-pay-description = Descrição
app-pay-payee = Para
app-pay-node = Nó Lightning { $node }
app-claimed-name = Diz chamar-se “{ $name }”: palavras do próprio serviço, não verificadas. O dinheiro vai para o host acima.
app-pay-expires = Expira
app-pay-no-description = (nenhuma)
# The main button. $amount: a number of sat.
app-pay-button = Pagar { $amount } sat
app-pay-paid = Pago ✓
# $fee: a number of sat.
app-pay-fee = Taxa: { $fee } sat
app-pay-failed = Não pago. Nada saiu da sua conta.
app-pay-unknown = O resultado ainda não é conhecido, então não haverá nova tentativa. Confira o histórico em alguns minutos antes de pagar de novo.
app-pay-pending = O pagamento está a caminho. O histórico mostra como ele termina.
app-pay-another = Pagar outra coisa

## Send

app-send-title = Enviar
app-send-to = Para
app-send-to-placeholder = @usuario ou nome@wallet.example
app-send-amount = Valor em sat
app-send-note = Nota (opcional)
app-send-review = Revisar
# $amount: a number of sat.
app-send-confirm = Enviar { $amount } sat
# $name: "@alice" or an address.
app-send-to-whom = Para { $name }
# $name: "@alice".
app-send-pledge = { $name } ainda não tem carteira no bot. Os sats continuam seus até a pessoa iniciar o bot; aí ela os recebe.
app-send-sent = Enviado ✓
# $name: "@alice".
app-send-pledged = Prometido a { $name }: a pessoa recebe quando iniciar o bot.
app-send-another = Enviar mais

## Settings

app-settings-title = Configurações
app-settings-language = Idioma
app-settings-language-telegram = Como no Telegram
app-settings-currency = Moeda
app-settings-currency-none = Nenhuma (só sat)
app-settings-threshold = Confirmar gorjetas acima de (sat)
app-settings-threshold-hint = Gorjetas acima deste valor pedem Confirmar / Cancelar antes; com 0, toda gorjeta é confirmada.
app-settings-address = Endereço lightning para gorjetas
app-settings-address-hint = As gorjetas para você vão para lá em vez da sua carteira no bot. Deixe vazio para recebê-las aqui.
app-settings-reaction-tips = Dar gorjetas com reações de emoji
app-settings-leaderboard = Ocultar meu nome nos rankings
app-settings-save = Salvar
app-settings-saved = Salvo ✓

## Bills (/split) on the home screen

app-bills-owe-title = Você deve
app-bills-owed-title = Devem a você
app-bills-share = { $amount } para { $to }
app-bills-pay = Pagar minha parte
app-bills-confirm = Confirmar: { $amount } para { $to }
app-bills-paid = ✅ Sua parte está paga.
app-bills-not-paid = Sua parte não foi paga.
app-bills-invoice = Pague esta fatura de qualquer carteira lightning:
app-bills-progress = { $paid } de { $count } pagas

# Paid entry (/entry): the groups joined by paying, and an owner's groups.
app-entry-memberships-title = Assinaturas
app-entry-until = paga até { $date }
app-entry-paid-once = entrada paga
app-entry-group-title = Entrada paga · { $group }
app-entry-price = Preço
app-entry-price-once = { $amount }
app-entry-price-monthly = { $amount } por mês
app-entry-off = desligada
app-entry-members = Membros
app-entry-no-members = Ainda sem membros.
app-entry-payments = Últimos pagamentos
app-entry-no-payments = Ainda sem pagamentos.
app-entry-status-waiting = aguardando
app-entry-status-paid = pago, ainda não aceito
app-entry-status-in = dentro
app-entry-status-declined-first = pago, recusado por um admin
app-entry-status-expired = não pago
app-entry-status-unwritten = não consegui escrever para a pessoa
