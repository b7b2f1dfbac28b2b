## /start and /help in a private chat (src/features/start). The welcome is
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
    /claim <i>lnurl</i> – récupérer un bon sur votre compte (ou collez-le simplement, ou envoyez la photo de son QR code)

    <b>Envoyer</b>
    /pay <i>facture | lnurl | nom@domaine [montant]</i> – payer (ou collez simplement une facture, ou envoyez la photo d’un QR code)
    /send <i>montant @pseudo | nom@domaine [mot]</i> – payer quelqu’un directement
    /withdraw <i>adresse montant</i> – envoyer on-chain

    <b>Dans les groupes</b>
    /tip <i>montant [mot]</i> – en réponse à quelqu’un dans un groupe, pour lui donner un pourboire
    /giveaway, /rain, /tipjar, /top – partager des sats avec un groupe ; /help y explique comment

    <b>Compte</b>
    /balance – total, bloqué et disponible
    /history – vos opérations récentes et promesses ouvertes
    /settings – langue, devise, pourboires, pourboires par réaction, adresse Lightning
    { $sandbox ->
        [yes]
            {""}
            🧪 Ce bot fonctionne sur une passerelle <b>bac à sable</b> : votre compte a été créé pour vous et ne contient que de l’argent de test. /disconnect le réinitialise avec de l’argent de test neuf.
       *[no] /connect – connecter votre compte marchand · /disconnect – le retirer
    }

    Montants : 1500, 1 500, 1,5k, 21k sats ou 0,0001 btc. /cancel arrête toute question.

start-welcome-inline = 🔎 Dans n’importe quelle discussion, tapez <code>@{ $bot } 1000 café</code> pour publier une facture, ou <code>@{ $bot } send 500</code> pour donner des sats au premier qui les réclame.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Je suis un bot portefeuille Lightning. Ici, dans le groupe :
    /tip <i>100</i> en réponse – donner un pourboire à l’auteur de ce message
    /send <i>100 @pseudo</i> – payer un membre sans répondre
    /giveaway <i>1000 5</i> – les 5 premiers qui appuient sur Réclamer reçoivent 200 sat chacun
    /rain <i>1000</i> – partager entre ceux qui ont écrit récemment
    /tipjar <i>10k</i> – une cagnotte où chacun peut mettre des sats ; /top – qui a le plus donné ici
    /invoice <i>1000</i> – demander un paiement au groupe
    /lnurl – votre code de paiement (en réponse : celui de ce membre)
    Votre portefeuille, votre solde et vos paramètres sont dans notre conversation privée.
