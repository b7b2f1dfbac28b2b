## ─── The Mini App's page (src/webapp/page) ───────────────────────────────
## Plain text shown in the page (no HTML). Numbers passed as values ($amount,
## $spent, $limit…) are formatted in the user's language by the page.

# An amount in satoshi. $amount: a number.
app-sat = { $amount } sat
app-loading = Caricamento…
app-retry = Riprova
app-close = Chiudi
app-sandbox = Denaro di prova: questo bot usa un gateway sandbox.
app-error-network = Impossibile raggiungere il bot. Controlla la connessione e riprova.
app-error-unauthorized = Questa pagina non ha potuto verificare chi sei. Chiudila e riaprila dalla chat del bot.
app-error-outside = Apri questa pagina dalla chat del bot in Telegram.
app-error-not-connected = Non hai ancora un portafoglio presso il bot. Apri la sua chat e premi Avvia per crearne uno.
app-error-generic = Qualcosa è andato storto. Riprova tra un momento.
app-copy = Copia
app-copied = Copiato ✓
app-amount-whole-sat = Inserisci un numero intero di sat, maggiore di zero.

## Home

app-home-balance = Saldo
app-home-spendable = Disponibile
app-home-frozen = Bloccato
app-home-today = Speso oggi
# $spent and $limit: numbers of sat.
app-home-today-of-limit = { $spent } di { $limit } sat
app-home-no-limit = nessun limite giornaliero
app-home-chart-title = Ultimi 30 giorni
app-home-chart-in = Entrate
app-home-chart-out = Uscite
app-home-chart-empty = Negli ultimi 30 giorni non è entrato né uscito nulla.
app-home-receive = Ricevi
app-home-pay = Paga
app-home-send = Invia
app-home-history = Cronologia
app-home-settings = Impostazioni

## History

app-history-title = Cronologia
app-history-all = Tutto
app-history-in = Entrate
app-history-out = Uscite
app-history-pending = In sospeso
app-history-unknown = Incerti
app-history-empty = Ancora niente qui.
app-history-more = Caricamento di altri…
app-history-end = È tutto.
app-history-amount-unknown = importo sconosciuto
app-kind-invoice = Fattura
app-kind-payment = Pagamento
app-kind-withdrawal = Prelievo
app-kind-tip-sent = Mancia data
app-kind-tip-received = Mancia ricevuta
app-kind-received = Ricevuto
app-kind-voucher = Buono
app-kind-pledge = Promessa
app-status-pending = in sospeso
app-status-sent = inviato
app-status-paid = pagato
app-status-failed = non riuscito
app-status-unknown = esito sconosciuto
app-status-expired = scaduto
app-detail-amount = Importo
app-detail-fee = Commissione
app-detail-status = Stato
app-detail-date = Data
app-detail-with = Con
app-detail-description = Descrizione
app-detail-reason = Motivo
app-detail-hash = Hash del pagamento
app-detail-pledge-ends = Scade se non riscossa il

## Receive

app-receive-title = Ricevi
app-receive-amount = Importo
app-receive-description = Descrizione (facoltativa)
app-receive-create = Crea fattura
app-receive-amount-missing = Inserisci un importo maggiore di zero.
app-receive-waiting = In attesa del pagamento…
app-receive-paid = Pagata ✓
app-receive-expired = Questa fattura è scaduta. Creane una nuova.
app-receive-share = Condividi
# The text shared with the invoice. $amount: a number of sat.
app-receive-share-text = Per favore pagami { $amount } sat con questa fattura lightning.
app-receive-new = Nuova fattura
# $time: a date and time.
app-receive-expires = Valida fino al { $time }
app-receive-address = Il tuo indirizzo lightning
app-receive-paycode = Il tuo codice di pagamento

## Pay

app-pay-title = Paga
app-pay-input = Fattura, LNURL o indirizzo lightning
app-pay-placeholder = lnbc… o nome@wallet.example
app-pay-scan = Scansiona codice QR
app-pay-scan-hint = Inquadra un codice QR lightning con la fotocamera
app-pay-check = Verifica
app-pay-amount = Importo
# $min and $max: numbers of sat.
app-pay-range = Da { $min } a { $max } sat
app-pay-description = Descrizione
app-pay-payee = A
app-pay-node = Nodo Lightning { $node }
app-claimed-name = Si presenta come «{ $name }»: parole sue, non verificate. Il denaro va all’host qui sopra.
app-pay-expires = Scade
app-pay-no-description = (nessuna)
# The main button. $amount: a number of sat.
app-pay-button = Paga { $amount } sat
app-pay-paid = Pagato ✓
# $fee: a number of sat.
app-pay-fee = Commissione: { $fee } sat
app-pay-failed = Non pagato. Non è uscito nulla dal tuo conto.
app-pay-unknown = L’esito non è ancora noto, quindi non verrà ritentato. Controlla la cronologia tra qualche minuto prima di pagare di nuovo.
app-pay-pending = Il pagamento è in corso. La cronologia mostrerà come finisce.
app-pay-another = Paga altro

## Send

app-send-title = Invia
app-send-to = A
app-send-to-placeholder = @utente o nome@wallet.example
app-send-amount = Importo in sat
app-send-note = Nota (facoltativa)
app-send-review = Controlla
# $amount: a number of sat.
app-send-confirm = Invia { $amount } sat
# $name: "@alice" or an address.
app-send-to-whom = A { $name }
# $name: "@alice".
app-send-pledge = { $name } non ha ancora un portafoglio presso il bot. I sat restano tuoi finché non avvia il bot; a quel punto li riceve.
app-send-sent = Inviato ✓
# $name: "@alice".
app-send-pledged = Promesso a { $name }: lo riceverà quando avvierà il bot.
app-send-another = Invia ancora

## Settings

app-settings-title = Impostazioni
app-settings-language = Lingua
app-settings-language-telegram = Come in Telegram
app-settings-currency = Valuta
app-settings-currency-none = Nessuna (solo sat)
app-settings-threshold = Conferma le mance sopra (sat)
app-settings-threshold-hint = Le mance sopra questo importo chiedono prima Conferma / Annulla; con 0 si conferma ogni mancia.
app-settings-address = Indirizzo lightning per le mance
app-settings-address-hint = Le mance per te vanno lì invece che nel tuo portafoglio presso il bot. Lascia vuoto per tenerle qui.
app-settings-reaction-tips = Mance con reazioni emoji
app-settings-leaderboard = Nascondimi nelle classifiche
app-settings-save = Salva
app-settings-saved = Salvato ✓

## Bills (/split) on the home screen

app-bills-owe-title = Devi
app-bills-owed-title = Ti devono
app-bills-share = { $amount } a { $to }
app-bills-pay = Paga la mia quota
app-bills-confirm = Conferma: { $amount } a { $to }
app-bills-paid = ✅ La tua quota è pagata.
app-bills-not-paid = La tua quota non è stata pagata.
app-bills-invoice = Paga questa fattura da qualsiasi portafoglio lightning:
app-bills-progress = { $paid } su { $count } pagate

# Paid entry (/entry): the groups joined by paying, and an owner's groups.
app-entry-memberships-title = Abbonamenti
app-entry-until = pagato fino al { $date }
app-entry-paid-once = ingresso pagato
app-entry-group-title = Ingresso a pagamento · { $group }
app-entry-price = Prezzo
app-entry-price-once = { $amount }
app-entry-price-monthly = { $amount } al mese
app-entry-off = disattivato
app-entry-members = Membri
app-entry-no-members = Ancora nessun membro.
app-entry-payments = Ultimi pagamenti
app-entry-no-payments = Ancora nessun pagamento.
app-entry-status-waiting = in attesa
app-entry-status-paid = pagato, non ancora ammesso
app-entry-status-in = dentro
app-entry-status-declined-first = pagato, rifiutato da un admin
app-entry-status-expired = non pagato
app-entry-status-unwritten = impossibile scrivergli
