import type { ErrorCode } from './errors.ts';

/**
 * The Vietnamese error texts, one per code (the compiler checks none is missing). A file of
 * its own beside errors.ts so edits to the PT and EN texts there never collide with these.
 */
export const vi: Record<ErrorCode, string> = {
  'request.invalid': 'Yêu cầu không hợp lệ: {detail}',
  'route.not.found': 'Địa chỉ yêu cầu không tồn tại, vui lòng kiểm tra lại định dạng yêu cầu',
  'server.error': 'Lỗi không xác định',
  'rate.limited': 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  'request.uri.too.long': 'Địa chỉ của yêu cầu này quá dài',
  'request.headers.too.large': 'Yêu cầu quá lớn: địa chỉ hoặc phần đầu (header) quá dài',
  'auth.required': 'Bạn chưa đăng nhập, vui lòng đăng nhập trước',
  'system.maintenance': 'Hệ thống đang nâng cấp, vui lòng thử lại sau',
  'system.region.restricted': 'Truy cập bị hạn chế tại khu vực của bạn',
  'merchant.not.found': 'Không tìm thấy nhà điều hành',
  'game.not.found': 'Không tìm thấy trò chơi',
  'login.failed': 'Rất tiếc, tài khoản không tồn tại hoặc đã bị vô hiệu hóa, hoặc mật khẩu sai',
  'login.throttled': 'Nhập sai quá nhiều lần, vui lòng thử lại sau',
  'captcha.required': 'Vui lòng nhập mã xác minh',
  'captcha.invalid': 'Mã xác minh không đúng',
  'sms.code.invalid': 'Vui lòng nhập mã xác minh hợp lệ',
  'sms.code.expired': 'Mã xác minh đã hết hạn hoặc đã được sử dụng, vui lòng lấy mã mới',
  'sms.throttled': 'Mã vừa được gửi, vui lòng chờ một lát trước khi yêu cầu lại',
  'mobile.invalid': 'Vui lòng nhập số điện thoại hợp lệ',
  'register.method.disabled': 'Phương thức đăng ký này hiện không khả dụng',
  'register.field.invalid': 'Vui lòng kiểm tra trường: {detail}',
  'register.username.exists': 'Rất tiếc, tên đăng nhập đã tồn tại',
  'register.mobile.exists': 'Số điện thoại này đã được đăng ký',
  'register.agreement.required':
    'Vui lòng xác nhận bạn đủ 18 tuổi trở lên và đồng ý với các điều khoản',
  invitation_code_error: 'Mã mời không hợp lệ',
  'password.mismatch': 'Mật khẩu xác nhận không khớp',
  'password.old.incorrect': 'Mật khẩu cũ không đúng',
  'modify.new.old.same': 'Mật khẩu mới không được trùng với mật khẩu cũ',
  'session.ended': 'Tài khoản đã bị đăng xuất, vui lòng đăng nhập lại',
  'trial.forbidden': 'Vui lòng đăng nhập bằng tài khoản thật để dùng chức năng này',
  'permission.denied':
    'Rất tiếc, tài khoản này không có quyền hoặc chức năng tạm thời không khả dụng',
  'wallet.insufficient.funds': 'Số dư không đủ',
  'ledger.idempotency.conflict': 'Mã giao dịch này đã được dùng cho một yêu cầu khác',
  'game.bet.invalid': 'Cược này không được phép trong trò chơi này',
  'game.stake.above.max': 'Tiền cược trong trò chơi này tối đa là {detail}',
  'game.win.above.max': 'Cược này có thể thắng vượt mức thắng tối đa của một cược, {detail}',
  'amount.above.max': 'Số tiền tối đa là {detail}',
  'game.freeplay.unavailable': 'Trò chơi này không có chế độ chơi thử',
  'game.vendor.unavailable':
    'Nhà cung cấp trò chơi này hiện không khả dụng, vui lòng thử trò chơi khác',
  'vendor.signature.invalid': 'Chữ ký của nhà cung cấp bị thiếu, không hợp lệ hoặc đã hết hạn',
  'vendor.player.invalid': 'Người chơi không xác định hoặc không khớp với mã phiên',
  'vendor.session.invalid':
    'Phiên của người chơi đã kết thúc, đặt cược cần một phiên đang hoạt động',
  'vendor.launch.invalid': 'Mã mở trò chơi không xác định, đã hết hạn hoặc đã được sử dụng',
  'favourite.limit.reached':
    'Bạn chỉ có thể lưu tối đa {detail} trò chơi yêu thích, vui lòng bỏ bớt một trò chơi',
  'favourite.game.unsupported': 'Không thể thêm trò chơi xổ số vào mục yêu thích',
  'login.not.member': 'Tài khoản không phải thành viên, không thể đăng nhập',
  'login.not.agent': 'Tài khoản không phải đại lý, không thể đăng nhập',
  'agent.info.incorrect': 'Thông tin đại lý không chính xác',
  'affiliate.link.invalid': 'Liên kết giới thiệu bị lỗi',
  'client.outdated': 'Vui lòng cập nhật lên phiên bản mới nhất',
  'lottery.game.closed': 'Trò chơi xổ số này hiện không mở bán',
  'lottery.draw.locked': 'Kỳ quay này đã ngừng nhận cược, vui lòng cược kỳ tiếp theo',
  'lottery.bet.type.invalid': 'Trò chơi xổ số này không có kiểu cược này',
  'lottery.picks.invalid': 'Vui lòng kiểm tra lại các số đã chọn: {detail}',
  'lottery.stake.below.min': 'Tiền cược mỗi số tối thiểu là {detail}',
  'lottery.stake.above.max': 'Tiền cược mỗi số tối đa là {detail}',
  'news.not.found': 'Tin tức này không tồn tại',
  'feedback.content.length': 'Nội dung góp ý phải từ 10 đến 200 ký tự',
  'feedback.type.invalid': 'Vui lòng chọn loại câu hỏi',
  'feedback.sender.mismatch': 'Góp ý chỉ có thể được gửi dưới tên thành viên đang đăng nhập',
  'feedback.rate.limited': 'Bạn đã gửi {detail} góp ý trong một giờ qua, vui lòng thử lại sau',
  'chat.unavailable': 'Trò chuyện trực tiếp hiện không khả dụng',
  'chat.forbidden': 'Tài khoản này không được dùng trò chuyện trực tiếp',
  'announcement.not.found': 'Thông báo này không tồn tại hoặc không còn hiển thị',
  'message.not.found': 'Tin nhắn này không tồn tại',
  'promotion.not.found': 'Khuyến mãi này không tồn tại hoặc đã kết thúc',
  'agent.downline.not.found': 'Thành viên này không thuộc đội nhóm của bạn',
  'agent.contract.not.found': 'Hợp đồng này không tồn tại',
  'agent.contract.already.decided': 'Hợp đồng này đã được quyết định',
  'agent.contract.pending.exists': 'Đại lý này đã có một hợp đồng cùng loại đang chờ xử lý',
  'agent.contract.member.not.agent': 'Chỉ có thể đề xuất hợp đồng cho đại lý',
  'agent.contract.rate.above.own':
    'Tỷ lệ không được cao hơn tỷ lệ tốt nhất trong hợp đồng cùng loại của chính bạn',
  'report.range.order': 'Ngày bắt đầu không được sau ngày kết thúc',
  'report.range.too.long': 'Báo cáo tối đa {detail} ngày: vui lòng chọn khoảng thời gian ngắn hơn',
  'agent.rebate.above.ceiling': 'Hoàn trả cho {detail} cao hơn tỷ lệ của chính bạn',
  'agent.rebate.below.downline':
    'Hoàn trả cho {detail} thấp hơn tỷ lệ mà thành viên này đã đặt cho cấp dưới của mình',
  'agent.transfer.amount.invalid': 'Nhập số tiền lớn hơn 0, tối đa 2 chữ số thập phân ({detail})',
  'agent.transfer.duplicate':
    'Mỗi cấp dưới chỉ được xuất hiện một lần trong một lần chuyển ({detail})',
  'cashier.amount.invalid': 'Nhập số tiền lớn hơn 0, tối đa 2 chữ số thập phân',
  'cashier.amount.below.min': 'Số tiền tối thiểu là {detail}',
  'cashier.amount.above.max': 'Số tiền tối đa là {detail}',
  'cashier.channel.not.found': 'Phương thức thanh toán này không khả dụng',
  'cashier.reference.required': 'Nhập mã tham chiếu của giao dịch chuyển khoản',
  'cashier.promotion.invalid': 'Không thể nhận khuyến mãi này khi nạp tiền',
  'cashier.promotion.min.deposit': 'Khuyến mãi này cần khoản nạp tối thiểu {detail}',
  'cashier.promotion.used': 'Bạn đã nhận khuyến mãi này rồi',
  'cashier.promotion.bonus.active':
    'Hãy hoàn thành hoặc từ bỏ tiền thưởng hiện tại trước khi nhận thêm',
  'cashier.withdraw.bonus.active': 'Rút tiền bây giờ sẽ hủy tiền thưởng hiện tại {detail}',
  'cashier.withdraw.vip.limit': 'Cấp VIP của bạn cho phép rút tối đa {detail} mỗi ngày',
  'bonus.max.bet': 'Khi tiền thưởng đang hoạt động, mức cược tối đa là {detail}',
  'bonus.not.found': 'Tiền thưởng này không còn hoạt động',
  'bonus.freespin.unavailable':
    'Các vòng quay miễn phí này đã hết, đã hết hạn hoặc không dành cho trò chơi này',
  'tournament.not.found': 'Giải đấu này không tồn tại',
  'tournament.ended': 'Giải đấu này đã kết thúc',
  'cashier.deposit.not.found': 'Giao dịch nạp tiền này không tồn tại',
  'cashier.withdrawal.not.found': 'Giao dịch rút tiền này không tồn tại',
  'cashier.already.processed': 'Yêu cầu này đã được xử lý',
  'cashier.payee.required': 'Vui lòng liên kết tài khoản nhận tiền trước',
  'cashier.payee.name.mismatch': 'Chủ tài khoản phải trùng với họ tên thật đã đăng ký',
  'cashier.payment.amount.mismatch': 'Số tiền đã thanh toán không khớp với số tiền nạp',
  'cashier.payment.conflict': 'Giao dịch thanh toán này thuộc về một lệnh nạp tiền khác',
  'withdraw.password.required': 'Vui lòng đặt mật khẩu rút tiền trước',
  'withdraw.password.incorrect': 'Mật khẩu rút tiền không đúng',
  'withdraw.password.locked':
    'Nhập sai mật khẩu rút tiền quá nhiều lần, chức năng rút tiền bị khóa trong {detail} phút',
  'withdraw.password.already.set':
    'Mật khẩu rút tiền đã được đặt, vui lòng đổi mật khẩu thay vì đặt mới',
  'bo.auth.required': 'Hãy đăng nhập vào trang quản trị',
  'bo.forbidden': 'Vai trò của bạn không được phép thực hiện thao tác này',
  'bo.login.failed': 'Tên hoặc mật khẩu không đúng',
  'bo.login.locked': 'Quá nhiều lần thử: hãy thử lại sau {detail} phút',
  'bo.totp.invalid': 'Mã không đúng hoặc đã được sử dụng',
  'bo.setup.invalid':
    'Liên kết thiết lập không hợp lệ hoặc đã hết hạn: hãy xin quản trị viên một liên kết mới',
  'bo.ip.denied': 'Không thể truy cập trang quản trị từ địa chỉ này',
  'bo.not.found': 'Không tìm thấy',
  'bo.approval.self': 'Một nhà vận hành khác phải xác nhận thao tác này',
  'bo.approval.decided': 'Yêu cầu này đã được xử lý',
  'bo.feedback.assignee': 'Không thể giao góp ý cho nhà vận hành này',
  'bo.adjust.insufficient':
    'Khoản trừ lớn hơn số dư của thành viên ({detail}): không có gì thay đổi',
  'bo.operator.self': 'Bạn không thể vô hiệu hóa, hạ quyền hoặc đặt lại tài khoản của chính mình',
  'bo.operator.taken': 'Tên người dùng này đã được sử dụng',
  'bo.agent.not.agent': 'Thành viên này không phải là đại lý',
  'bo.agent.already.agent': 'Thành viên này đã là đại lý',
  'bo.agent.not.promotable': 'Chỉ tài khoản thành viên thường mới có thể trở thành đại lý',
  'bo.agent.quota.full': 'Đại lý cấp trên đã hết chỗ cho đại lý cấp dưới ({detail})',
  'bo.agent.rate.above.upline':
    'Tỷ lệ {detail} cao hơn tỷ lệ của đại lý cấp trên: không có gì thay đổi',
  'bo.agent.rate.below.downline':
    'Tỷ lệ {detail} thấp hơn tỷ lệ đại lý này đã cho cấp dưới: không có gì thay đổi',
  'bo.agent.not.top.level':
    'Nhà cái chỉ đề nghị hợp đồng cho đại lý cấp cao nhất: hợp đồng của đại lý con do cấp trên đề nghị',
  'bo.report.period':
    'Hãy chọn khoảng thời gian có ngày cuối không trước ngày đầu, tối đa {detail} ngày',
  'bo.lottery.draw.drawn':
    'Kỳ quay này đã có kết quả: kỳ đã quay được thanh toán theo luật và không thể hủy',
  'bo.lottery.draw.voided': 'Kỳ quay này đã bị hủy',
  'bo.lottery.schedule.enabled': 'Hãy tắt trò chơi trước khi thay đổi giờ quay',
  'bo.lottery.schedule.pending':
    'Vẫn còn kỳ quay của trò chơi này đang chờ có cược ({detail}): hãy hủy hoặc đợi đến khi quay xong',
  'bo.image.type': 'Hãy gửi ảnh PNG, JPEG, WebP hoặc GIF',
  'bo.image.too.large': 'Ảnh lớn hơn {detail}',
  'bo.image.pixels': 'Ảnh có quá nhiều điểm ảnh ({detail})',
  'bo.image.invalid': 'Không đọc được ảnh',
  'bo.image.unknown': 'Hãy tải ảnh lên lại: không tìm thấy ảnh',
  'bo.bonus.active':
    'Thành viên này đã có một tiền thưởng đang hoạt động: phải kết thúc hoặc hủy nó trước khi tặng cái khác',
  'bo.bonus.not.active': 'Tiền thưởng này không còn hoạt động: không có gì thay đổi',
  'bo.bonus.terms.referral': 'Khuyến mãi giới thiệu không thể có điều kiện thưởng nạp tiền',
  'bo.bonus.freespins.game':
    'Vòng quay miễn phí chỉ được tặng trên máy slot đang hoạt động: của nhà cái hoặc của nhà cung cấp trò chơi',
  'bo.bonus.freespins.value':
    'Giá trị mỗi vòng quay phải là mức cược máy slot này nhận: tối thiểu {detail}, theo bước cược của nó, không quá mức cược tối đa',
  'bo.referral.not.review':
    'Lượt giới thiệu này không còn chờ xét duyệt (đã được duyệt hoặc từ chối): không có gì thay đổi',
  'member.email.invalid': 'Định dạng e-mail không đúng',
  'security.password.incorrect': 'Mật khẩu đăng nhập không đúng',
  'security.questions.invalid':
    'Chọn 2 hoặc 3 câu hỏi khác nhau và trả lời mỗi câu từ 2 đến 64 ký tự',
  'security.session.not.found': 'Phiên này không tồn tại hoặc đã kết thúc',
  'security.session.current': 'Đây là phiên bạn đang dùng: hãy đăng xuất để kết thúc',
  'reward.not.found': 'Phần thưởng này không tồn tại',
  'reward.not.available': 'Phần thưởng này đã được nhận hoặc đã hết hạn',
  'agent.date.range.invalid':
    'Chọn ngày bắt đầu trước hoặc bằng ngày kết thúc, cách nhau tối đa {detail} ngày',
  'agent.rebate.above.own': 'Hoàn trả mặc định tối đa bằng hoàn trả của chính bạn, {detail}%',
  'agent.link.not.found': 'Liên kết đại lý này không tồn tại',
  'handoff.code.invalid': 'Liên kết đăng nhập này không hợp lệ hoặc đã được sử dụng',
  'handoff.code.expired': 'Liên kết đăng nhập này đã hết hạn, vui lòng yêu cầu liên kết mới',
  'request.cross.site': 'Yêu cầu này phải được gửi từ chính trang web',
  'vendor.amount.above.max': 'Số tiền tối đa là {detail} xu',
  'vendor.round.unknown': 'Nhà cung cấp này không có cược nào của người chơi này trong ván này',
  'vendor.credit.exceeds.round':
    'Tiền trả của ván này sẽ vượt quá tiền cược nhân với hệ số tối đa của nhà cung cấp',
  'vendor.rollback.mismatch': 'Lệnh hoàn tác không khớp với cược được chỉ định: {detail}',
  'vendor.rollback.round.settled': 'Ván của cược này đã được trả tiền, không thể hoàn tác',
  'vendor.free.rounds.unavailable':
    'Các lượt quay miễn phí này không khả dụng: đã dùng hết, đã hết hạn, hoặc thuộc người chơi hay trò chơi khác',
  'vendor.bet.rolled.back': 'Cược này đã bị hoàn tác trước khi đến nên không được chấp nhận',
  // Account security (issue 18, decision 036).
  'security.reauth.required': 'Xác nhận là bạn: nhập mật khẩu để thực hiện thay đổi này',
  'security.contact.unbound':
    'Chưa liên kết số điện thoại hoặc e-mail để nhận mã: hãy liên kết trước trong trung tâm bảo mật',
  'member.mobile.taken': 'Số điện thoại này đã được liên kết với tài khoản khác',
  'member.mobile.same': 'Số điện thoại này đã được liên kết với tài khoản của bạn',
  'rg.limit.deposit.day':
    'Khoản nạp này vượt quá hạn mức nạp theo ngày của bạn. Hạn mức được làm mới vào {detail}.',
  'rg.limit.deposit.week':
    'Khoản nạp này vượt quá hạn mức nạp theo tuần của bạn. Hạn mức được làm mới vào {detail}.',
  'rg.limit.deposit.month':
    'Khoản nạp này vượt quá hạn mức nạp theo tháng của bạn. Hạn mức được làm mới vào {detail}.',
  'rg.limit.loss.day':
    'Cược này có thể vượt hạn mức thua theo ngày của bạn. Hạn mức được làm mới vào {detail}.',
  'rg.limit.loss.week':
    'Cược này có thể vượt hạn mức thua theo tuần của bạn. Hạn mức được làm mới vào {detail}.',
  'rg.limit.loss.month':
    'Cược này có thể vượt hạn mức thua theo tháng của bạn. Hạn mức được làm mới vào {detail}.',
  'rg.limit.wager.day':
    'Cược này vượt quá hạn mức cược theo ngày của bạn. Hạn mức được làm mới vào {detail}.',
  'rg.limit.wager.week':
    'Cược này vượt quá hạn mức cược theo tuần của bạn. Hạn mức được làm mới vào {detail}.',
  'rg.limit.wager.month':
    'Cược này vượt quá hạn mức cược theo tháng của bạn. Hạn mức được làm mới vào {detail}.',
  'rg.limit.session':
    'Bạn đã đạt giới hạn thời gian phiên {detail}. Hãy đăng nhập lại sau để chơi.',
  'rg.reality.check.due': 'Vui lòng trả lời nhắc nhở phiên chơi trước khi chơi tiếp',
  'rg.excluded.timeout': 'Bạn đang tạm nghỉ chơi đến {detail}. Bạn vẫn có thể rút số dư.',
  'rg.excluded.self': 'Bạn đã tự loại trừ khỏi trò chơi đến {detail}. Bạn vẫn có thể rút số dư.',
  'rg.excluded.permanent': 'Bạn đã tự loại trừ vĩnh viễn khỏi trò chơi. Bạn vẫn có thể rút số dư.',
  'rg.register.excluded':
    'Số điện thoại, e-mail hoặc giấy tờ này thuộc về một tài khoản đã bị loại trừ',
  'rg.document.excluded':
    'Số CPF này thuộc về một tài khoản đang tạm nghỉ hoặc đã bị loại trừ: không thể xác minh cho tài khoản khác',
  'rg.transfer.excluded': 'Thành viên này hiện không thể nhận chuyển khoản',
  'rg.exclusion.active': 'Đã có một lần tạm nghỉ hoặc tự loại trừ đang áp dụng',
  'rg.exclusion.not.ended': 'Chỉ có thể kết thúc tự loại trừ sau {detail}',
  'rg.exclusion.permanent': 'Không thể kết thúc tự loại trừ vĩnh viễn',
  'kyc.document.type': 'Hãy tải lên ảnh hoặc bản quét dạng JPEG, PNG hoặc WebP',
  'kyc.document.too.large': 'Tệp quá lớn: tối đa {detail}',
  'kyc.document.invalid': 'Không thể đọc tệp dưới dạng hình ảnh',
  'kyc.document.not.found': 'Không tìm thấy giấy tờ',
  'kyc.already.reviewed': 'Giấy tờ này đã được xét duyệt',
  'kyc.required':
    'Hãy xác minh danh tính trước khi rút {detail}: tải giấy tờ lên trong trung tâm thành viên',
  'kyc.pending': 'Giấy tờ của bạn đang được xét duyệt: bạn có thể rút tiền khi được chấp thuận',
  'kyc.payee.mismatch': 'Tên người nhận phải trùng với tên trên giấy tờ đã xác minh',
  'kyc.national.id.invalid': 'Số CPF này không hợp lệ: hãy kiểm tra các chữ số',
  'kyc.national.id.taken': 'Số CPF này đã được đăng ký cho tài khoản khác',
  'message.send.failed': 'Hiện không thể gửi tin nhắn. Vui lòng thử lại sau vài phút.',
};
