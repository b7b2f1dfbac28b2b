## The command menu (src/chat/menu.ts): one short description per command
## (at most 256 characters, plain text).

## In private chats

menu-private-invoice = Crea una fattura con codice QR
menu-private-pay = Paga una fattura, un LNURL o un indirizzo lightning
menu-private-send = Paga @utente, nome@dominio o LNURL: /send 100 @utente
menu-private-balance = Totale, bloccato e disponibile
menu-private-history = Operazioni recenti
menu-private-lnurl = Il tuo codice di pagamento riutilizzabile
menu-private-claim = Riscatta un buono (LNURL-withdraw)
menu-private-entry = I tuoi gruppi a pagamento, i loro membri e pagamenti
menu-private-withdraw = Invia on-chain
menu-private-settings = Lingua, valuta, conferma delle mance, indirizzo lightning
menu-private-connect = Collega il tuo account esercente
menu-private-disconnect = Rimuovi il tuo account esercente
# /disconnect on the sandbox, where it resets the test account.
menu-private-disconnect-sandbox = Reimposta il denaro di prova
menu-private-cancel = Interrompi la domanda in corso
menu-private-help = Cosa so fare

## In groups

menu-group-tip = Rispondi a un messaggio: /tip 100 [nota]
menu-group-tipjar = Apri un barattolo delle mance: /tipjar 10k [per cosa]
menu-group-entry = Ingresso a pagamento in questo gruppo: /entry 2100 [monthly]
menu-group-split = Dividi un conto: /split 60000 @ann @bob [cosa]
menu-group-chipin = Tutto o niente: /chipin 100000 @dev 10 [by 3d]
menu-group-top = Chi ha dato e ricevuto di più qui
menu-group-send = Paga un membro o un indirizzo: /send 100 @utente
menu-group-giveaway = I primi a premere Riscatta ricevono una parte: /giveaway 1000 5
menu-group-rain = Dividi sats tra chi ha scritto di recente: /rain 1000
menu-group-raffle = Un premio estratto fra chi partecipa: /raffle 21000 3 1h
menu-group-invoice = Chiedi un pagamento al gruppo
menu-group-lnurl = Il tuo codice di pagamento o quello di un membro (risposta o @utente)
menu-group-balance = Il tuo saldo, inviato in privato
menu-group-help = Cosa so fare
