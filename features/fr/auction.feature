# language: fr
@topic-auction
Fonctionnalité: Mise aux enchères des Charges Publiques (fr:44-60, fr:491)
  Chaque tour commence par les enchères sur les cinq Charges Publiques, dans l'ordre des
  Charges détenues (de I à V) (fr:45).  Garder sa Charge est gratuit (fr:49), une Charge
  vacante coûte 2 po (fr:51), une Charge occupée va au plus offrant ; le perdant récupère son
  enchère et devient (ou demeure) actif (fr:53) et peut prendre gratuitement la Charge
  délaissée par celui qui a pris la sienne (fr:55).  Quand tous les joueurs ont été actifs,
  les po placées sur les Charges retournent dans le stock (fr:58) ; le Comes Thesaurorum
  reçoit 4 po et le Praefectus Pretorio 1 Marchandise d'un type qu'il produit (fr:60).  Le
  Pan de Muraille des charges protège la Charge de son bâtisseur (fr:491).

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay
    Et c'est la phase Mise aux enchères des Charges Publiques du tour 2
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 10 po
    Et Jen a 10 po
    Et Kay a 10 po

  # ------------------------------------------------------------- Charge détenue, vacante, occupée

  @rule @auction.keep-office-free @auction.turn-order
  Scénario: Le joueur actif qui garde sa Charge ne paie rien, puis le joueur suivant devient actif (fr:45, fr:49)
    Alors c'est au tour de Greg
    Quand Greg garde sa Charge
    Alors Greg détient la Charge de Magister Officiorum
    Et 0 po sont placées sur la Charge de Magister Officiorum
    Et Greg a 10 po
    Et c'est au tour de Jen

  @rule @auction.vacant-office-costs-2
  Scénario: Une Charge vacante coûte 2 po placées dans sa case (fr:51)
    Avec trois joueurs, les Charges de Praefectus Urbi et de Consul sont vacantes.
    Quand Greg enchérit 1 po sur la Charge de Consul
    Alors l'action est refusée par la règle auction.vacant-office-costs-2
    Et rien n'a changé
    Quand Greg prend la Charge vacante de Consul
    Alors Greg détient la Charge de Consul
    Et 2 po sont placées sur la Charge de Consul
    Et Greg a 8 po
    Et la Charge de Magister Officiorum est vacante
    Et c'est au tour de Jen

  @rule @auction.bid-exceeds-coins
  Scénario: Une enchère sur une Charge occupée dépasse le montant déjà présent dans sa case (fr:53)
    Quand Greg enchérit 2 po sur la Charge de Comes Thesaurorum
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 2 po sont placées sur la Charge de Comes Thesaurorum
    Et c'est au tour de Kay
    Quand Kay enchérit 2 po sur la Charge de Comes Thesaurorum
    Alors l'action est refusée par la règle auction.bid-exceeds-coins
    Et rien n'a changé
    Quand Kay enchérit 3 po sur la Charge de Comes Thesaurorum
    Et Greg passe
    # le gagnant place son enchère dans la case, sur les 2 po qui y sont déjà
    Alors Kay détient la Charge de Comes Thesaurorum
    Et 5 po sont placées sur la Charge de Comes Thesaurorum
    Et Kay a 7 po
    Et Greg a 8 po
    Et c'est au tour de Greg

  # fr:53 et fr:491 écrivent « sur enchérir », « sur enchère » en deux mots (surenchérir, surenchère).
  @fr-cl-02 @clarification @auction.raise-exceeds-bid @auction.winner-pays @auction.loser-active
  Scénario: Le détenteur qui perd l'enchère récupère son enchère et devient actif (fr:53)
    Greg, actif, enchérit sur la Charge de Kay ; ils surenchérissent jusqu'à ce que Kay passe.
    Greg place son enchère de 3 po dans la case ; Kay « récupère son enchère » (ses 2 po) et
    « devient » actif.
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Et Kay surenchérit à 2 po
    Et Greg surenchérit à 2 po
    Alors l'action est refusée par la règle auction.raise-exceeds-bid
    Et rien n'a changé
    Quand Greg surenchérit à 3 po
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 3 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 7 po
    Et Kay a 10 po
    Et c'est au tour de Kay

  @fr-cl-02 @clarification @auction.winner-pays @auction.loser-active
  Scénario: Le joueur actif qui perd l'enchère récupère son enchère et demeure actif (fr:53)
    Jen garde sa Charge en surenchérissant ; elle place ses 2 po dans la case.  Greg « récupère
    son enchère » et « demeure » actif : il garde sa propre Charge, puis Jen devient active.
    Quand Greg enchérit 1 po sur la Charge de Praefectus Pretorio
    Et Jen surenchérit à 2 po
    Et Greg passe
    Alors Jen détient la Charge de Praefectus Pretorio
    Et 2 po sont placées sur la Charge de Praefectus Pretorio
    Et Jen a 8 po
    Et Greg a 10 po
    Et Greg détient la Charge de Magister Officiorum
    Et c'est au tour de Greg
    Quand Greg garde sa Charge
    Alors c'est au tour de Jen

  @fr-cl-03 @clarification @auction.loser-takes-vacated-free
  Scénario: Le joueur qui a perdu sa Charge prend gratuitement la Charge délaissée par son adversaire (fr:55)
    Greg s'approprie la Charge de Kay et délaisse celle de Magister Officiorum, qui est vacante ;
    Kay s'en empare « immédiatement (et gratuitement) ».
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 1 po sont placées sur la Charge de Comes Thesaurorum
    Et la Charge de Magister Officiorum est vacante
    Et c'est au tour de Kay
    Quand Kay prend la Charge vacante de Magister Officiorum
    Alors Kay détient la Charge de Magister Officiorum
    Et 0 po sont placées sur la Charge de Magister Officiorum
    Et Kay a 10 po
    Et c'est au tour de Jen

  @fr-cl-03 @clarification @auction.no-office-to-keep @auction.vacant-office-costs-2
  Scénario: S'il ne prend pas la Charge délaissée, il reste actif et fait son choix normalement (fr:55)
    Kay, qui a perdu sa Charge, ne peut plus la garder ; elle préfère la Charge vacante de
    Praefectus Urbi, qu'elle paie 2 po comme toute Charge vacante (fr:51).
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Et Kay passe
    Et Kay garde sa Charge
    Alors l'action est refusée par la règle auction.no-office-to-keep
    Et rien n'a changé
    Quand Kay prend la Charge vacante de Praefectus Urbi
    Alors Kay détient la Charge de Praefectus Urbi
    Et 2 po sont placées sur la Charge de Praefectus Urbi
    Et Kay a 8 po
    Et la Charge de Magister Officiorum est vacante
    Et c'est au tour de Jen

  @fr-cl-03 @clarification @auction.vacant-office-costs-2
  Scénario: Un joueur actif qui perd une enchère sans perdre sa Charge n'a rien à prendre gratuitement (fr:55)
    fr:55 parle de « un joueur qui perd une enchère » (en:231 : celui qui a perdu sa Charge).
    Greg perd l'enchère mais personne ne s'est approprié sa Charge : il n'y a pas de Charge
    délaissée ; il reste actif et paie 2 po la Charge vacante qu'il choisit.
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Et Kay surenchérit à 2 po
    Et Greg passe
    Alors Kay détient la Charge de Comes Thesaurorum
    Et c'est au tour de Greg
    Quand Greg prend la Charge vacante de Praefectus Urbi
    Alors Greg détient la Charge de Praefectus Urbi
    Et 2 po sont placées sur la Charge de Praefectus Urbi
    Et Greg a 8 po
    Et Kay a 8 po
    Et c'est au tour de Jen

  # ------------------------------------------------------------- fin de la phase

  @rule @auction.phase-end @office.comes-thesaurorum-gold @office.praefectus-pretorio-good @auction.vacant-office-costs-2
  Scénario: Quand tous ont été actifs, les po des Charges retournent au stock ; le Comes Thesaurorum reçoit 4 po, le Praefectus Pretorio 1 Marchandise (fr:58, fr:60)
    Jen ne possède que l'Ager, qui produit des Marchandises Alimentaires : sa Marchandise de
    Praefectus Pretorio est de ce type.  La production de l'Ager (2) n'est pas dans le livre
    (colonne perdue, fr:304) : c'est un nombre propre au scénario.
    Soit Jen ne possède que l'Ager
    Et Jen n'a aucune Marchandise
    Et le bâtiment Ager produit 2 Marchandises Alimentaires
    Quand Greg prend la Charge vacante de Praefectus Urbi
    Et Jen garde sa Charge
    Et Kay garde sa Charge
    Alors les 2 po placées sur les Charges retournent dans le stock
    Et Greg a 8 po
    Et Kay a 14 po
    Et Jen a 10 po
    Et la phase Construction de Bâtiments a commencé
    # 1 Marchandise du Praefectus Pretorio et 2 produites par l'Ager
    Et Jen a 3 Marchandises Alimentaires

  # ------------------------------------------------------------- le Pan de Muraille des charges

  @fr-cl-15 @clarification @auction.wall-raise-3
  Scénario: Le Pan de Muraille des charges ne vise que l'adversaire : enchère de 3 po, surenchère de 3 po, celles du bâtisseur restent ordinaires (fr:491)
    « chaque sur enchère visant à obtenir la Charge détenue par le bâtisseur de ce Pan de
    Muraille doit être d'au moins 3 po ».  Les enchères de Greg (3 po puis 7 po, soit 3 po de
    plus que celle de Kay) respectent toutes les lectures de cette phrase (voir les deux
    scénarios suivants) ; Kay, le bâtisseur, surenchérit de 1 po comme d'ordinaire.
    Soit Kay possède le Pan de Muraille des charges
    Quand Greg enchérit 3 po sur la Charge de Comes Thesaurorum
    Et Kay surenchérit à 4 po
    Alors l'action est effectuée
    Quand Greg surenchérit à 7 po
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 7 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 3 po
    Et Kay a 10 po
    Et c'est au tour de Kay

  # unclear: fr:491 "doit être d'au moins 3 po" may mean a raise of at least 3 po over the bid answered (the auction usage of "surenchère", as in en:873) or a bid of at least 3 po in total (the engine's fr preset, office_wall_protection = bid-at-least-3); the raise reading is transcribed here.
  @fr-cl-15 @clarification @unclear @auction.wall-raise-3
  Scénario: Contre le bâtisseur du Pan de Muraille des charges, chaque surenchère de l'adversaire dépasse de 3 po l'enchère en cours (fr:491)
    Lecture retenue : une « sur enchère d'au moins 3 po » est, comme aux enchères, un écart
    d'au moins 3 po sur l'enchère à laquelle elle répond (en:873 : « must be by at least 3
    gold ») ; une enchère de 3 po ou plus au total ne suffit donc pas.  La phrase n'aurait
    presque plus d'effet si elle fixait un total de 3 po, dépassé dès la deuxième enchère.
    Soit Kay possède le Pan de Muraille des charges
    Quand Greg enchérit 3 po sur la Charge de Comes Thesaurorum
    Et Kay surenchérit à 4 po
    Et Greg surenchérit à 6 po
    Alors l'action est refusée par la règle auction.wall-raise-3
    Et rien n'a changé
    Quand Greg surenchérit à 7 po
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 7 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 3 po

  # unclear: fr:53 distinguishes the opening bid ("enchérir") from the raises ("sur enchérir") and fr:491 limits only each "sur enchère"; the opening bid of 1 po on the wall owner's office (0 po on it) is read as unaffected, while the engine requires at least 3 po for it too (under both of its readings).
  @fr-cl-15 @clarification @unclear @auction.wall-raise-3
  Scénario: La première enchère sur la Charge du bâtisseur n'est pas une « sur enchère » (fr:53, fr:491)
    Dans fr:53 le joueur actif « doit enchérir » puis les deux joueurs « sur enchérissent » ;
    fr:491 ne vise que « chaque sur enchère ».  Lecture retenue : l'enchère d'ouverture suit la
    règle ordinaire (plus que le montant présent), les surenchères de Greg l'écart de 3 po.
    Soit Kay possède le Pan de Muraille des charges
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Alors l'action est effectuée
    Quand Kay surenchérit à 2 po
    Et Greg surenchérit à 4 po
    Alors l'action est refusée par la règle auction.wall-raise-3
    Et rien n'a changé
    Quand Greg surenchérit à 5 po
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 5 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 5 po
    Et Kay a 10 po
