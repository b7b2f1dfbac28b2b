## Gateway failures in plain words (src/wording/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = Não foi possível contatar o gateway de pagamento. Nada foi feito; tente de novo mais tarde.
gateway-errors-authentication = O gateway não aceita mais as chaves da sua conta. Envie /connect para informá-las de novo.
gateway-errors-rate-limited = O gateway está ocupado agora. Nada foi feito; tente de novo daqui a um minuto.
gateway-errors-unavailable = O gateway de pagamento está inacessível no momento. Nada foi feito; tente de novo mais tarde.
gateway-errors-outcome-unknown = O gateway não confirmou o resultado. O resultado é desconhecido, por isso a operação NÃO é repetida: confira /balance e /history antes de tentar de novo.
gateway-errors-unexpected-response = O gateway deu uma resposta que eu não entendo. Confira /balance e /history antes de tentar de novo.
gateway-errors-permission-denied = O gateway diz que esta conta não tem permissão para isso. Confira seu ID de comerciante com /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation, quoted after a sentence of ours.
## not-sent-*: the request was refused before it was sent, by what was wrong.

gateway-errors-not-sent-empty-invoice = Nada foi enviado: a fatura está vazia.
gateway-errors-not-sent-empty-address = Nada foi enviado: o endereço bitcoin está vazio.
gateway-errors-not-sent-empty-lnurl = Nada foi enviado: o LNURL está vazio.
gateway-errors-not-sent-empty-merchant-id = Nada foi enviado: o id de comerciante está vazio.
gateway-errors-not-sent-bad-amount = Nada foi enviado: o valor deve ser um número inteiro positivo de satoshis.
gateway-errors-not-sent-bad-lnurl = Nada foi enviado: esse LNURL não pode ser enviado como está. Confira e tente de novo.
gateway-errors-not-sent-bad-merchant-id = Nada foi enviado: esse id de comerciante não pode ser enviado como está. Confira e tente de novo.
gateway-errors-not-sent-plain = Nada foi enviado.
gateway-errors-refused = O gateway recusou: “{ $said }”.
gateway-errors-refused-plain = O gateway recusou.
gateway-errors-unknown-merchant = O gateway não conhece esse comerciante: “{ $said }”.
gateway-errors-unknown-merchant-plain = O gateway não conhece esse comerciante.
gateway-errors-request-refused = O gateway recusou o pedido: “{ $said }”.
gateway-errors-request-refused-plain = O gateway recusou o pedido.
