## /start and /help in a private chat (src/features/start). The welcome is
## three messages joined by a blank line: the greeting, the user's lightning
## address (only when they have one), and the list of commands.

# $name: the user's first name.
start-welcome-hello = ⚡ Ciao { $name }! Porto un wallet lightning dentro Telegram: chiedi pagamenti, paga, preleva e manda mance nei gruppi.
# $address: user@domain, where anyone can pay the user.
start-welcome-address = Il tuo indirizzo lightning: <code>{ $address }</code>
# $sandbox: "yes" on the sandbox gateway (test money, nothing to connect), "no" on a real one.
start-welcome-commands =
    <b>Ricevere</b>
    /invoice <i>importo [descrizione]</i> – una fattura lightning con codice QR
    /lnurl – il tuo codice di pagamento riutilizzabile, per qualsiasi wallet
    /claim <i>lnurl</i> – riscatta un buono sul tuo conto (o semplicemente incollalo o manda la foto del suo QR)

    <b>Inviare</b>
    /pay <i>fattura | lnurl | utente@dominio [importo]</i> – paga (o incolla direttamente una fattura o invia la foto di un QR)
    /send <i>importo @utente | utente@dominio [nota]</i> – paga qualcuno direttamente
    /withdraw <i>indirizzo importo</i> – invia on-chain

    <b>Nei gruppi</b>
    /tip <i>importo [nota]</i> – rispondi a qualcuno in un gruppo per mandargli una mancia
    /giveaway, /rain, /tipjar, /top – condividi sats con un gruppo; /help lì spiega come

    <b>Account</b>
    /balance – totale, bloccato e disponibile
    /history – le tue operazioni recenti e le promesse aperte
    /settings – lingua, valuta, mance, mance con reazioni, indirizzo lightning
    { $sandbox ->
        [yes]
            {""}
            🧪 Questo bot funziona su un gateway <b>sandbox</b>: il tuo account è stato creato per te e contiene solo denaro di prova. /disconnect lo reimposta con nuovo denaro di prova.
       *[no] /connect – collega il tuo account esercente · /disconnect – rimuovilo
    }

    Importi: 1500, 1 500, 1.500, 1,5k, 21k sats o 0,0001 btc. /cancel interrompe qualsiasi domanda.

start-welcome-inline = 🔎 In qualsiasi chat, scrivi <code>@{ $bot } 1000 caffè</code> per pubblicare una fattura, o <code>@{ $bot } send 500</code> per dare sats a chi li riscatta per primo.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Sono un bot wallet lightning. Qui nel gruppo:
    /tip <i>100</i> in risposta – manda una mancia all’autore di quel messaggio
    /send <i>100 @utente</i> – paga un membro senza rispondere
    /giveaway <i>1000 5</i> – i primi 5 che premono Riscatta ricevono 200 sat ciascuno
    /rain <i>1000</i> – dividi tra chi ha scritto di recente
    /tipjar <i>10k</i> – un barattolo in cui chiunque può mettere sats; /top – chi ha dato di più qui
    /invoice <i>1000</i> – chiedi un pagamento al gruppo
    /lnurl – il tuo codice di pagamento (in risposta: quello di quel membro)
    Wallet, saldo e impostazioni sono nella nostra chat privata.
