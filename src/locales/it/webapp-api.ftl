## The Mini App: its button in the chat, and the API's refusals (plain text in the page)

webapp-open-button = 👛 Apri il portafoglio
webapp-open-hint = Il tuo portafoglio come app: saldo, cronologia, ricevere e pagare con pochi tocchi.
webapp-error-not-connected = Non hai ancora un portafoglio con il bot. Apri la sua chat e collegane uno con /connect.
webapp-error-bad-amount = Inserisci un importo in sat, un numero intero maggiore di zero, o un importo in valuta come 5 eur.
webapp-error-voucher = Questo LNURL non è un codice di pagamento. Se è un buono, incollalo nella chat con il bot per riscattarlo.
webapp-error-stale = Questa conferma è scaduta o non vale più. Ricomincia.
webapp-error-cannot-receive = Questo pagamento non si può fare a quel destinatario.
webapp-error-bad-language = Questa lingua non è disponibile.
webapp-error-bad-currency = Questa valuta non è disponibile.
webapp-error-bad-threshold = Inserisci un numero intero di sat da 0 a { $max }.
webapp-error-too-large = È troppo testo per una sola richiesta (al massimo { $kb } kB). Controlla ciò che hai incollato: una fattura o un codice di pagamento è molto più corto.
webapp-outcome-unknown = Il gateway non ha confermato l’esito. Non verrà ritentato: controlla saldo e cronologia prima di pagare di nuovo.
