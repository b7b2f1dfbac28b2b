## The command menu (src/chat/menu.ts): one short description per command
## (at most 256 characters, plain text).

## In private chats

menu-private-invoice = Criar uma fatura com QR code
menu-private-pay = Pagar fatura, LNURL ou endereço lightning
menu-private-send = Pague @usuario, nome@dominio ou LNURL: /send 100 @usuario
menu-private-balance = Total, bloqueado e disponível
menu-private-history = Operações recentes
menu-private-lnurl = Seu código de pagamento reutilizável
menu-private-claim = Resgatar um voucher (LNURL-withdraw)
menu-private-entry = Seus grupos pagos, membros e pagamentos
menu-private-withdraw = Enviar on-chain
menu-private-settings = Idioma, moeda, confirmação de gorjetas, endereço lightning
menu-private-connect = Conectar sua conta de comerciante
menu-private-disconnect = Remover sua conta de comerciante
# /disconnect on the sandbox, where it resets the test account.
menu-private-disconnect-sandbox = Reiniciar seu dinheiro de teste
menu-private-cancel = Parar a pergunta atual
menu-private-help = O que eu sei fazer

## In groups

menu-group-tip = Em resposta a uma mensagem: /tip 100 [nota]
menu-group-tipjar = Abra uma caixinha de gorjetas: /tipjar 10k [para quê]
menu-group-entry = Entrada paga neste grupo: /entry 2100 [monthly]
menu-group-split = Dividir uma conta: /split 60000 @ann @bob [o quê]
menu-group-chipin = Tudo ou nada: /chipin 100000 @dev 10 [by 3d]
menu-group-top = Quem deu e recebeu mais aqui
menu-group-send = Pague um membro ou endereço: /send 100 @usuario
menu-group-giveaway = Os primeiros a tocar em Resgatar ganham uma parte: /giveaway 1000 5
menu-group-rain = Divide sats entre quem escreveu há pouco: /rain 1000
menu-group-raffle = Um prêmio sorteado entre quem participa: /raffle 21000 3 1h
menu-group-invoice = Pedir um pagamento ao grupo
menu-group-lnurl = Seu código de pagamento ou o de um membro (resposta ou @user)
menu-group-balance = Seu saldo, enviado no privado
menu-group-help = O que eu sei fazer
