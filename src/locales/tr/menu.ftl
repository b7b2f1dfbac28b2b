## The command menu (src/chat/menu.ts): one short description per command
## (at most 256 characters, plain text).

## In private chats

menu-private-invoice = QR kodlu fatura oluştur
menu-private-pay = Fatura, LNURL veya lightning adresiyle öde
menu-private-send = @kullanıcı, isim@alanadi veya LNURL'e öde: /send 100 @kullanici
menu-private-balance = Toplam, dondurulmuş ve harcanabilir bakiye
menu-private-history = Son işlemler
menu-private-lnurl = Tekrar kullanılabilir ödeme kodunuz
menu-private-claim = Kupon bozdur (LNURL-withdraw)
menu-private-entry = Ücretli grupların, üyeleri ve ödemeleri
menu-private-withdraw = On-chain gönder
menu-private-settings = Dil, para birimi, bahşiş onayı, lightning adresi
menu-private-connect = Satıcı hesabını bağla
menu-private-disconnect = Satıcı hesabını kaldır
# /disconnect on the sandbox, where it resets the test account.
menu-private-disconnect-sandbox = Test parasını sıfırla
menu-private-cancel = Geçerli soruyu durdur
menu-private-help = Neler yapabilirim

## In groups

menu-group-tip = Bir mesaja yanıt olarak: /tip 100 [not]
menu-group-tipjar = Bahşiş kavanozu aç: /tipjar 10k [ne için]
menu-group-entry = Bu gruba ücretli giriş: /entry 2100 [monthly]
menu-group-split = Hesabı bölüş: /split 60000 @ann @bob [ne için]
menu-group-chipin = Ya hep ya hiç: /chipin 100000 @dev 10 [by 3d]
menu-group-top = Burada en çok kim verdi ve aldı
menu-group-send = Bir üyeye veya adrese öde: /send 100 @kullanici
menu-group-giveaway = Al'a ilk basanlar pay alır: /giveaway 1000 5
menu-group-rain = Sat'ları son yazanlar arasında paylaştırın: /rain 1000
menu-group-raffle = Katılanlar arasında çekilen bir ödül: /raffle 21000 3 1h
menu-group-invoice = Gruptan ödeme iste
menu-group-lnurl = Sizin ya da bir üyenin ödeme kodu (yanıt veya @kullanıcı)
menu-group-balance = Bakiyeniz, özelden gönderilir
menu-group-help = Neler yapabilirim
