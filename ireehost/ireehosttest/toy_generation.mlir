// A toy generation module with the contract of an exported model: prefill
// (dynamic length) and decode, the cache as a mutable util.global, one
// parameter (scope "model"). Cache row i holds token i as f32; the logits
// of position p are -(m - v)^2 for v in 0..7, m = (sum of cached tokens
// 0..p + p + bias[3]) mod 8, so every step depends on every earlier one.
module @toy {
  util.global private mutable @cache_k_0 = dense<0.0> : tensor<16x1x1xf32>
  util.global private @bias = #flow.parameter.named<"model"::"bias"> : tensor<4xf32>

  func.func private @logits_of(%sum: tensor<?xf32>, %first: index) -> tensor<1x?x8xf32> {
    %c0 = arith.constant 0 : index
    %n = tensor.dim %sum, %c0 : tensor<?xf32>
    %b = util.global.load @bias : tensor<4xf32>
    %e = tensor.empty(%n) : tensor<1x?x8xf32>
    %r = linalg.generic {indexing_maps = [affine_map<(a, i, v) -> (i)>, affine_map<(a, i, v) -> (a, i, v)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%sum : tensor<?xf32>) outs(%e : tensor<1x?x8xf32>) {
    ^bb0(%s: f32, %out: f32):
      %i = linalg.index 1 : index
      %v = linalg.index 2 : index
      %c3 = arith.constant 3 : index
      %bv = tensor.extract %b[%c3] : tensor<4xf32>
      %p = arith.addi %i, %first : index
      %pi = arith.index_cast %p : index to i32
      %pf = arith.sitofp %pi : i32 to f32
      %t0 = arith.addf %s, %pf : f32
      %t = arith.addf %t0, %bv : f32
      %ti = arith.fptosi %t : f32 to i32
      %c8 = arith.constant 8 : i32
      %m = arith.remsi %ti, %c8 : i32
      %vi = arith.index_cast %v : index to i32
      %d = arith.subi %m, %vi : i32
      %df = arith.sitofp %d : i32 to f32
      %sq = arith.mulf %df, %df : f32
      %neg = arith.negf %sq : f32
      linalg.yield %neg : f32
    } -> tensor<1x?x8xf32>
    return %r : tensor<1x?x8xf32>
  }

  func.func @prefill(%tokens: tensor<1x?xi32>) -> tensor<1x?x8xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = tensor.dim %tokens, %c1 : tensor<1x?xi32>
    %ef = tensor.empty(%n) : tensor<?x1x1xf32>
    %tf = linalg.generic {indexing_maps = [affine_map<(i, a, b) -> (0, i)>, affine_map<(i, a, b) -> (i, a, b)>],
                          iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%tokens : tensor<1x?xi32>) outs(%ef : tensor<?x1x1xf32>) {
    ^bb0(%t: i32, %o: f32):
      %f = arith.sitofp %t : i32 to f32
      linalg.yield %f : f32
    } -> tensor<?x1x1xf32>
    %cache = util.global.load @cache_k_0 : tensor<16x1x1xf32>
    %new = tensor.insert_slice %tf into %cache[0, 0, 0] [%n, 1, 1] [1, 1, 1] : tensor<?x1x1xf32> into tensor<16x1x1xf32>
    util.global.store %new, @cache_k_0 : tensor<16x1x1xf32>
    %zero = arith.constant 0.0 : f32
    %es = tensor.empty(%n) : tensor<?xf32>
    %z = linalg.fill ins(%zero : f32) outs(%es : tensor<?xf32>) -> tensor<?xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, 0, 0)>, affine_map<(i, j) -> (i)>],
                           iterator_types = ["parallel", "reduction"]}
        ins(%tf : tensor<?x1x1xf32>) outs(%z : tensor<?xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %le = arith.cmpi ule, %j, %i : index
      %y = arith.select %le, %x, %zero : f32
      %a = arith.addf %acc, %y : f32
      linalg.yield %a : f32
    } -> tensor<?xf32>
    %r = func.call @logits_of(%sum, %c0) : (tensor<?xf32>, index) -> tensor<1x?x8xf32>
    return %r : tensor<1x?x8xf32>
  }

  func.func @decode(%token: tensor<1x1xi32>, %position: tensor<1xi32>) -> tensor<1x1x8xf32> {
    %c0 = arith.constant 0 : index
    %p32 = tensor.extract %position[%c0] : tensor<1xi32>
    %p = arith.index_cast %p32 : i32 to index
    %t = tensor.extract %token[%c0, %c0] : tensor<1x1xi32>
    %tf = arith.sitofp %t : i32 to f32
    %cache = util.global.load @cache_k_0 : tensor<16x1x1xf32>
    %new = tensor.insert %tf into %cache[%p, %c0, %c0] : tensor<16x1x1xf32>
    util.global.store %new, @cache_k_0 : tensor<16x1x1xf32>
    %zero = arith.constant 0.0 : f32
    %es = tensor.empty() : tensor<1xf32>
    %z = linalg.fill ins(%zero : f32) outs(%es : tensor<1xf32>) -> tensor<1xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, 0, 0)>, affine_map<(i, j) -> (i)>],
                           iterator_types = ["parallel", "reduction"]}
        ins(%new : tensor<16x1x1xf32>) outs(%z : tensor<1xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %j = linalg.index 1 : index
      %le = arith.cmpi ule, %j, %p : index
      %y = arith.select %le, %x, %zero : f32
      %a = arith.addf %acc, %y : f32
      linalg.yield %a : f32
    } -> tensor<1xf32>
    %sd = tensor.cast %sum : tensor<1xf32> to tensor<?xf32>
    %r = func.call @logits_of(%sd, %p) : (tensor<?xf32>, index) -> tensor<1x?x8xf32>
    %rc = tensor.cast %r : tensor<1x?x8xf32> to tensor<1x1x8xf32>
    return %rc : tensor<1x1x8xf32>
  }
}
