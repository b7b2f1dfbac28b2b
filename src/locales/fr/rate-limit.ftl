## The rate limits: group commands (src/chat/flows/group-rate-limit.ts, HTML) and private chats
## (src/chat/flows/private-rate-limit.ts, plain text, also shown as a button toast: under 200 characters).

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Doucement, { $name } : au maximum { $perMinute } { $perMinute ->
        [one] commande
       *[other] commandes
    } par minute et par personne dans ce groupe. J’ignore les vôtres pendant un moment.

# $perMinute: how many messages and button presses a minute each user may send the bot in private.
rate-limit-private = ⏳ Doucement : au maximum { $perMinute } { $perMinute ->
        [one] message ou appui
       *[other] messages ou appuis
    } sur un bouton par minute. J’ignore les vôtres pendant un moment ; réessayez dans une minute.
