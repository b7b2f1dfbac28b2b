## /start and /help in a private chat (src/bot/features/start). The welcome is
## three messages joined by a blank line: the greeting, the user's lightning
## address (only when they have one), and the list of commands.

# $name: the user's first name.
start-welcome-hello = ⚡ Bonjour { $name } ! Je mets un portefeuille Lightning dans Telegram : facturez, payez, retirez et donnez des pourboires dans les groupes.
# $address: user@domain, where anyone can pay the user.
start-welcome-address = Votre adresse Lightning : <code>{ $address }</code>
# $sandbox: "yes" on the sandbox gateway (test money, nothing to connect), "no" on a real one.
start-welcome-commands =
    <b>Recevoir</b>
    /invoice <i>montant [description]</i> – une facture Lightning avec QR code
    /lnurl – votre code de paiement réutilisable, pour tout portefeuille

    <b>Envoyer</b>
    /pay <i>facture | lnurl | nom@domaine [montant]</i> – payer (ou collez simplement une facture, ou envoyez la photo d’un QR code)
    /withdraw <i>adresse montant</i> – envoyer on-chain
    /tip <i>montant [mot]</i> – en réponse à quelqu’un dans un groupe, pour lui donner un pourboire

    <b>Compte</b>
    /balance – total, bloqué et disponible
    /history – vos opérations récentes
    /settings – langue, devise, confirmation des pourboires, adresse Lightning
    { $sandbox ->
        [yes]
            {""}
            🧪 Ce bot fonctionne sur une passerelle <b>bac à sable</b> : votre compte a été créé pour vous et ne contient que de l’argent de test. /disconnect le réinitialise avec de l’argent de test neuf.
       *[no] /connect – connecter votre compte marchand · /disconnect – le retirer
    }

    Montants : 1500, 1 500, 1,5k, 21k sats ou 0,0001 btc. /cancel arrête toute question.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Je suis un bot portefeuille Lightning. Ici, dans le groupe :
    /tip <i>100</i> en réponse – donner un pourboire à l’auteur de ce message
    /invoice <i>1000</i> – demander un paiement au groupe
    /lnurl – votre code de paiement (en réponse : celui de ce membre)
    Votre portefeuille, votre solde et vos paramètres sont dans notre conversation privée.
