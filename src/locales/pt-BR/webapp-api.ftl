## The Mini App: its button in the chat, and the API's refusals (plain text in the page)

webapp-open-button = 👛 Abrir carteira
webapp-open-hint = Sua carteira como app: saldo, histórico, receber e pagar com poucos toques.
webapp-error-not-connected = Você ainda não tem uma carteira com o bot. Abra o chat do bot e conecte uma com /connect.
webapp-error-bad-amount = Digite um valor em sat, um número inteiro acima de zero, ou um valor em moeda como 5 brl.
webapp-error-voucher = Este LNURL não é um código de pagamento. Se for um voucher, cole-o no chat com o bot para resgatá-lo.
webapp-error-stale = Esta confirmação expirou ou não vale mais. Comece de novo.
webapp-error-cannot-receive = Este pagamento não pode ser feito para esse destinatário.
webapp-error-bad-language = Esse idioma não está disponível.
webapp-error-bad-currency = Essa moeda não está disponível.
webapp-error-bad-threshold = Digite um número inteiro de sat de 0 a { $max }.
webapp-error-too-large = É texto demais para uma só solicitação (no máximo { $kb } kB). Confira o que você colou: uma fatura ou um código de pagamento é bem mais curto.
webapp-outcome-unknown = O gateway não confirmou o resultado. Não será tentado de novo: confira seu saldo e histórico antes de pagar outra vez.
