## /lnurl in a group, as a reply or with @username (src/features/group-lnurl), in the
## group's language. $name arrives HTML-escaped.

# Above the member's pay code (a photo caption).
group-lnurl-headline-caption =
    🔁 <b>Kode bayar { $name }</b>
    Siapa pun bisa membayarnya berapa saja dengan kode ini, dari wallet lightning mana pun.
# Above the pay code of a member's lightning address ($address, HTML-escaped).
group-lnurl-address-headline-caption =
    🔁 <b>Kode bayar { $name }</b> (alamat lightning-nya <code>{ $address }</code>)
    Siapa pun bisa membayarnya berapa saja dengan kode ini, dari wallet lightning mana pun.
group-lnurl-usage = 🔁 Balas pesan seorang anggota dengan /lnurl, atau kirim <code>/lnurl @username</code>, untuk menampilkan kode bayarnya. /lnurl saja menampilkan kode bayarmu.
# $username: the @username as written, HTML-escaped.
group-lnurl-unknown-username = Saya tidak mengenal { $username } di grup ini. Sebagai gantinya, balas salah satu pesannya dengan /lnurl.
group-lnurl-bot = 🤖 Bot tidak punya kode bayar.
group-lnurl-on-behalf-of-chat = Pesan itu dikirim atas nama channel atau admin anonim, jadi tidak ada anggota yang kode bayarnya bisa ditampilkan.
group-lnurl-no-account = { $name } belum punya akun di bot ini dan tidak punya alamat lightning, jadi tidak ada kode bayar yang bisa ditampilkan. Dia bisa membuka chat pribadi dengan saya untuk mengaturnya.
group-lnurl-no-webhook = ⚠️ Gateway hanya memberikan kode bayar untuk { $name } jika akunnya sudah punya webhook pembayaran.
# $reason: the gateway's failure in one sentence, HTML-escaped.
group-lnurl-failed = ⚠️ Gagal mengambil kode bayar. { $reason }
