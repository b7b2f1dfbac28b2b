## /entry (src/features/entry) : entrée payante dans un groupe.

entry-anonymous = 🚪 L'entrée payante paie le compte d'un membre : envoie /entry en ton nom (pas au nom du groupe), ou utilise /settings dans un chat privé avec moi.
entry-not-admin = 🚪 Seul le créateur du groupe ou un admin qui peut inviter des membres peut régler l'entrée payante.
entry-usage = 🚪 Fixe le prix d'entrée : <code>/entry 2100</code>, <code>/entry 5 usd</code> ou <code>/entry 2100 monthly</code>. <code>/entry off</code> arrête les nouvelles factures.
entry-missing = 🚪 L'entrée payante n'est pas encore active. Il manque :
entry-missing-invite = • mon droit d'inviter des membres (fais de moi un admin qui peut inviter par lien)
entry-missing-restrict = • mon droit de bannir des membres (l'entrée mensuelle retire ceux qui ne paient plus)
entry-missing-account = • un compte connecté pour { $owner } (connecte-en un dans un chat privé avec moi)
entry-link-failed = 🚪 Je n'ai pas pu créer le lien d'invitation. Vérifie que je peux inviter des membres, puis réessaie.
entry-link-name = Entrée payante · { $price }
entry-link-name-monthly = Entrée · { $price }/mois
entry-on = 🚪 L'entrée payante est active : { $price }, payés sur le compte de { $owner }. { $owner } a reçu le lien en privé.
entry-on-monthly = 🚪 L'entrée payante est active : { $price } par mois, payés sur le compte de { $owner }. { $owner } a reçu le lien en privé.
entry-on-no-dm = 🚪 L'entrée payante est active, mais je n'ai pas pu envoyer le lien à { $owner } : ouvre un chat privé avec moi et envoie /entry là-bas.
entry-owner-link = 🚪 La porte de { $group } : { $link }
    Partage ce lien : qui demande à rejoindre par lui reçoit de ma part une facture de { $price }, payée sur ton compte, et entre dès qu'elle est payée. Les autres liens du groupe fonctionnent toujours comme avant.
entry-state-on = 🚪 Entrée payante : { $price }, payés à { $owner }. Le lien est chez { $owner }.
entry-state-on-monthly = 🚪 Entrée payante : { $price } par mois, payés à { $owner }. Le lien est chez { $owner }.
entry-state-off = 🚪 L'entrée payante est désactivée ici. Active-la avec <code>/entry 2100</code> (ou <code>/entry 5 usd</code>, <code>/entry 2100 monthly</code>).
entry-off = 🚪 Entrée payante désactivée : plus de nouvelles factures. Les factures déjà envoyées restent honorées.

entry-invoice = 🚪 Pour rejoindre <b>{ $group }</b>, paie { $price } à { $owner }.
    ⏳ Valable 15 minutes.
entry-invoice-renewal = 🔁 Ton abonnement à <b>{ $group }</b> se termine le { $date }. Paie { $price } à { $owner } pour un mois de plus.
entry-pay-button = ⚡ Payer depuis mon compte
entry-paused = ⏸ L'entrée payante de { $group } est en pause : les admins examineront ta demande.
entry-busy = ⏳ Trop de personnes demandent à rejoindre { $group } en ce moment : redemande dans une minute avec le même lien.
entry-in = ✅ Tu es dedans : bienvenue dans { $group } !
entry-in-by-admin = ✅ Payé. Un admin t'avait déjà fait entrer dans { $group }.
entry-welcome-back = ✅ Bon retour dans { $group } : ton abonnement est payé jusqu'au { $date }.
entry-declined-first = ⚠️ Payé, mais un admin avait déjà refusé ta demande pour rejoindre { $group } : { $owner } peut te le renvoyer avec /send.
entry-expired = ⌛ Ta facture pour rejoindre { $group } n'a pas été payée à temps, la demande a donc été refusée. Pour réessayer, redemande à rejoindre avec le même lien : tu recevras une nouvelle facture.
entry-waiting = ⏳ Payé. Je ne peux pas te faire entrer dans { $group } pour l'instant ; je le ferai dès que possible.
entry-renewed = ✅ Ton abonnement à { $group } est payé jusqu'au { $date }.
entry-removed = 👋 Ton abonnement à { $group } s'est terminé le { $date } sans être renouvelé, tu as donc été retiré du groupe. Tu peux revenir quand tu veux avec le lien du groupe.
entry-not-yours = Cette facture est celle de quelqu'un d'autre.
entry-closed = Cette facture n'est plus ouverte.

entry-confirm = 🚪 Payer { $price } à { $owner } pour rejoindre { $group } ?
entry-what = entrée dans { $group }
entry-confirm-label = ⚡ Payer
entry-outcome-sent = ✅ { $price } payés pour { $group } : en attente de la confirmation du paiement…
entry-outcome-cancelled = 🚫 Paiement de { $price } pour { $group } annulé.
entry-outcome-not-sent = ❌ Non payé
entry-outcome-unknown = ❓ Paiement de { $price } pour { $group } : inconnu — pas de nouvel essai.
entry-description = Entrée dans { $group } · { $user }

entry-owner-paid = 🚪 { $user } a payé { $price } et a rejoint { $group }.
entry-owner-renewed = 🔁 { $user } a renouvelé son abonnement à { $group } jusqu'au { $date }.
entry-owner-declined-first = ⚠️ { $user } a payé { $price } pour { $group }, mais un admin avait déjà refusé la demande. Tu peux le renvoyer avec /send.
entry-owner-no-dm = ⏳ { $user } demande à rejoindre { $group } : en attente, mais je n'ai pas pu lui écrire (il faut d'abord ouvrir un chat privé avec moi).
entry-owner-paused = ⏸ { $user } demande à rejoindre { $group }, mais l'entrée payante est en pause : ton compte n'est pas connecté. La demande attend les admins.
entry-owner-paused-rights = ⏸ { $user } demande à rejoindre { $group }, mais l'entrée payante est en pause : tu n'y es plus un admin qui peut inviter des membres. La demande attend les admins.
entry-owner-stuck = ⚠️ { $user } a payé { $price } pour { $group }, mais je ne peux pas le faire entrer : je ne peux plus inviter de membres là-bas. Rends-moi ce droit et je le ferai entrer.
entry-owner-removed = 👋 L'abonnement de { $user } à { $group } n'a pas été renouvelé : retiré.
entry-mine-none = 🚪 Aucune entrée payante à toi n'est active. Dans un groupe dont tu es admin, envoie <code>/entry 2100</code>.
entry-mine-door = 🚪 <b>{ $group }</b> : { $price }{ $monthly ->
        [yes] {" "}par mois
       *[no] {""}
    } · { $state ->
        [on] active
       *[off] désactivée
    }
entry-mine-member = • { $user } : jusqu'au { $date }
entry-mine-member-once = • { $user }
entry-mine-payment = • { $date } · { $user } · { $price } · { $state ->
        [waiting] en attente
        [paid] payé, pas encore entré
        [in] entré
        [declined-first] payé, refusé par un admin
        [unwritten] injoignable : laissé aux admins
       *[expired] non payé
    }

entry-history-title = 🚪 <b>Abonnements</b>
entry-history-line = • { $group } : payé jusqu'au { $date }
entry-history-line-once = • { $group } : entrée payée

## Paid entry on a group's page of private /settings ($group, $owner HTML-escaped; $price an amount).
entry-settings-button = 🚪 Entrée payante
entry-settings-line-off = 🚪 Entrée payante : désactivée
entry-settings-line-on = 🚪 Entrée payante : { $price }, payée à { $owner }
entry-settings-line-monthly = 🚪 Entrée payante : { $price } par mois, payée à { $owner }
entry-settings-set-button = Fixer le prix
entry-settings-off-button = Désactiver
entry-settings-ask = 🚪 Combien doit coûter l'entrée dans { $group } ? Par exemple <code>2100</code>, <code>5 usd</code> ou <code>2100 monthly</code>.
entry-on-here = 🚪 L'entrée payante de { $group } est activée : { $price }, payée sur ton compte. Le lien est ci-dessus ; j'ai prévenu le groupe.
entry-on-here-monthly = 🚪 L'entrée payante de { $group } est activée : { $price } par mois, payée sur ton compte. Le lien est ci-dessus ; j'ai prévenu le groupe.
