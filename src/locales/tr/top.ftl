## /top (src/features/top): the group's leaderboard, in the group's language.
## $name arrives HTML-escaped; $amount is a formatted amount; $rank a whole number.

top-title = 🏆 <b>Sıralama</b>
top-week = <b>Bu hafta</b>
top-all-time = <b>Tüm zamanlar</b>
top-tippers = 💸 En çok verenler
top-receivers = 🎁 En çok alanlar
top-line = { $rank }. { $name }: { $amount }
# Shown instead of the name of a member who chose so in /settings.
top-someone = biri
top-none = henüz kimse yok
top-footer = Bu grupta ödenen bahşişler, çekilişler, yağmurlar ve kavanozlar. Adınızı gizlemek için: özel sohbetimizde /settings.
top-empty = 🏆 Bu grupta henüz ödeme yok. Bir mesaja <code>/tip 100</code> ile yanıt ver ya da <code>/tipjar 10k</code> ile bir kavanoz aç.
top-in-private = 🏆 /top gruplarda çalışır: orada en çok kimin verip aldığını gösterir.
