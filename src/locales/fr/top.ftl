## /top (src/features/top): the group's leaderboard, in the group's language.
## $name arrives HTML-escaped; $amount is a formatted amount; $rank a whole number.

top-title = 🏆 <b>Classement</b>
top-week = <b>Cette semaine</b>
top-all-time = <b>Depuis toujours</b>
top-tippers = 💸 Ont le plus donné
top-receivers = 🎁 Ont le plus reçu
top-line = { $rank }. { $name } : { $amount }
# Shown instead of the name of a member who chose so in /settings.
top-someone = quelqu’un
top-none = personne pour l’instant
top-footer = Pourboires, giveaways, pluies et cagnottes payés dans ce groupe. Pour masquer votre nom : /settings dans notre discussion privée.
top-empty = 🏆 Aucun paiement dans ce groupe pour l’instant. Répondez à un message avec <code>/tip 100</code> ou ouvrez une cagnotte avec <code>/tipjar 10k</code>.
top-in-private = 🏆 /top fonctionne dans les groupes : il montre qui y a le plus donné et reçu.
