## The group command rate limit (src/bot/flows/group-rate-limit.ts). HTML.

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Doucement, { $name } : au maximum { $perMinute } { $perMinute ->
        [one] commande
       *[other] commandes
    } par minute et par personne dans ce groupe. J’ignore les vôtres pendant un moment.
