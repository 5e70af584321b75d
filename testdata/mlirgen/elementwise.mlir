module @elementwise {
  func.func @neg(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.negf %2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @exp(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = math.exp %2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @log(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = math.log %2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @sqrt(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = math.sqrt %2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @rsqrt(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 1.0 : f32
      %5 = math.sqrt %2 : f32
      %6 = arith.divf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @tanh(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = math.tanh %2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @sigmoid(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 1.0 : f32
      %5 = arith.negf %2 : f32
      %6 = math.exp %5 : f32
      %7 = arith.addf %4, %6 : f32
      %8 = arith.divf %4, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @silu(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 1.0 : f32
      %5 = arith.negf %2 : f32
      %6 = math.exp %5 : f32
      %7 = arith.addf %4, %6 : f32
      %8 = arith.divf %2, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @gelu(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 1.0 : f32
      %5 = arith.constant 4.4715e-02 : f32
      %6 = arith.mulf %5, %2 : f32
      %7 = arith.mulf %6, %2 : f32
      %8 = arith.constant 7.978846e-01 : f32
      %9 = arith.mulf %8, %2 : f32
      %10 = arith.addf %4, %7 : f32
      %11 = arith.mulf %9, %10 : f32
      %12 = arith.constant 5.0e-01 : f32
      %13 = arith.mulf %12, %2 : f32
      %14 = math.tanh %11 : f32
      %15 = arith.addf %4, %14 : f32
      %16 = arith.mulf %13, %15 : f32
      linalg.yield %16 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @cos(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 1.5915494e-01 : f32
      %5 = arith.mulf %2, %4 : f32
      %6 = math.roundeven %5 : f32
      %7 = arith.constant 6.28125 : f32
      %8 = arith.mulf %6, %7 : f32
      %9 = arith.subf %2, %8 : f32
      %10 = arith.constant 1.9340515e-03 : f32
      %11 = arith.mulf %6, %10 : f32
      %12 = arith.subf %9, %11 : f32
      %13 = arith.constant 1.2556659e-06 : f32
      %14 = arith.mulf %6, %13 : f32
      %15 = arith.subf %12, %14 : f32
      %16 = math.cos %15 : f32
      linalg.yield %16 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @sin(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 1.5915494e-01 : f32
      %5 = arith.mulf %2, %4 : f32
      %6 = math.roundeven %5 : f32
      %7 = arith.constant 6.28125 : f32
      %8 = arith.mulf %6, %7 : f32
      %9 = arith.subf %2, %8 : f32
      %10 = arith.constant 1.9340515e-03 : f32
      %11 = arith.mulf %6, %10 : f32
      %12 = arith.subf %9, %11 : f32
      %13 = arith.constant 1.2556659e-06 : f32
      %14 = arith.mulf %6, %13 : f32
      %15 = arith.subf %12, %14 : f32
      %16 = math.sin %15 : f32
      linalg.yield %16 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @abs(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = math.absf %2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @square(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.mulf %2, %2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @relu(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 0.0 : f32
      %5 = arith.cmpf ogt, %2, %4 : f32
      %6 = arith.select %5, %2, %4 : f32
      linalg.yield %6 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @add(%arg0: tensor<5x37xf32>, %arg1: tensor<37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5x37xf32>, tensor<37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32, %4: f32):
      %5 = arith.addf %2, %3 : f32
      linalg.yield %5 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @sub(%arg0: tensor<5x1xf32>, %arg1: tensor<1x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
    %1 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<1x37xf32> into tensor<37xf32>
    %2 = tensor.empty() : tensor<5x37xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<5xf32>, tensor<37xf32>) outs(%2 : tensor<5x37xf32>) {
    ^bb0(%4: f32, %5: f32, %6: f32):
      %7 = arith.subf %4, %5 : f32
      linalg.yield %7 : f32
    } -> tensor<5x37xf32>
    return %3 : tensor<5x37xf32>
  }
  func.func @mul(%arg0: tensor<2x1x37xf32>, %arg1: tensor<5x1xf32>) -> tensor<2x5x37xf32> {
    %0 = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<2x1x37xf32> into tensor<2x37xf32>
    %1 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
    %2 = tensor.empty() : tensor<2x5x37xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<2x37xf32>, tensor<5xf32>) outs(%2 : tensor<2x5x37xf32>) {
    ^bb0(%4: f32, %5: f32, %6: f32):
      %7 = arith.mulf %4, %5 : f32
      linalg.yield %7 : f32
    } -> tensor<2x5x37xf32>
    return %3 : tensor<2x5x37xf32>
  }
  func.func @div(%arg0: tensor<5x37xf32>, %arg1: tensor<37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5x37xf32>, tensor<37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32, %4: f32):
      %5 = arith.divf %2, %3 : f32
      linalg.yield %5 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @max(%arg0: tensor<5x1xf32>, %arg1: tensor<1x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
    %1 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<1x37xf32> into tensor<37xf32>
    %2 = tensor.empty() : tensor<5x37xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<5xf32>, tensor<37xf32>) outs(%2 : tensor<5x37xf32>) {
    ^bb0(%4: f32, %5: f32, %6: f32):
      %7 = arith.maximumf %4, %5 : f32
      linalg.yield %7 : f32
    } -> tensor<5x37xf32>
    return %3 : tensor<5x37xf32>
  }
  func.func @min(%arg0: tensor<2x1x37xf32>, %arg1: tensor<5x1xf32>) -> tensor<2x5x37xf32> {
    %0 = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<2x1x37xf32> into tensor<2x37xf32>
    %1 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
    %2 = tensor.empty() : tensor<2x5x37xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<2x37xf32>, tensor<5xf32>) outs(%2 : tensor<2x5x37xf32>) {
    ^bb0(%4: f32, %5: f32, %6: f32):
      %7 = arith.minimumf %4, %5 : f32
      linalg.yield %7 : f32
    } -> tensor<2x5x37xf32>
    return %3 : tensor<2x5x37xf32>
  }
  func.func @pow(%arg0: tensor<5x37xf32>, %arg1: tensor<37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5x37xf32>, tensor<37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32, %4: f32):
      %5 = math.powf %2, %3 : f32
      linalg.yield %5 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @scale(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 1.25e-01 : f32
      %5 = arith.mulf %2, %4 : f32
      linalg.yield %5 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @add_scalar(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 1.0e-05 : f32
      %5 = arith.addf %2, %4 : f32
      linalg.yield %5 : f32
    } -> tensor<5x37xf32>
    return %1 : tensor<5x37xf32>
  }
  func.func @cast_f16_roundtrip(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf16>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf16>) {
    ^bb0(%2: f32, %3: f16):
      %4 = arith.truncf %2 : f32 to f16
      linalg.yield %4 : f16
    } -> tensor<5x37xf16>
    %5 = tensor.empty() : tensor<5x37xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<5x37xf16>) outs(%5 : tensor<5x37xf32>) {
    ^bb0(%7: f16, %8: f32):
      %9 = arith.extf %7 : f16 to f32
      linalg.yield %9 : f32
    } -> tensor<5x37xf32>
    return %6 : tensor<5x37xf32>
  }
  func.func @cast_i32_roundtrip(%arg0: tensor<5x37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.empty() : tensor<5x37xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x37xf32>) outs(%0 : tensor<5x37xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = arith.constant 1.0e+01 : f32
      %5 = arith.mulf %2, %4 : f32
      linalg.yield %5 : f32
    } -> tensor<5x37xf32>
    %6 = tensor.empty() : tensor<5x37xi32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<5x37xf32>) outs(%6 : tensor<5x37xi32>) {
    ^bb0(%8: f32, %9: i32):
      %10 = arith.fptosi %8 : f32 to i32
      linalg.yield %10 : i32
    } -> tensor<5x37xi32>
    %11 = tensor.empty() : tensor<5x37xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<5x37xi32>) outs(%11 : tensor<5x37xf32>) {
    ^bb0(%13: i32, %14: f32):
      %15 = arith.sitofp %13 : i32 to f32
      linalg.yield %15 : f32
    } -> tensor<5x37xf32>
    return %12 : tensor<5x37xf32>
  }
  func.func @cast_i32_to_f32(%arg0: tensor<2x6xi32>) -> tensor<2x6xf32> {
    %0 = tensor.empty() : tensor<2x6xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x6xi32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%2: i32, %3: f32):
      %4 = arith.sitofp %2 : i32 to f32
      linalg.yield %4 : f32
    } -> tensor<2x6xf32>
    return %1 : tensor<2x6xf32>
  }
  func.func @where(%arg0: tensor<5x1xf32>, %arg1: tensor<5x37xf32>, %arg2: tensor<37xf32>) -> tensor<5x37xf32> {
    %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
    %1 = tensor.empty() : tensor<5x37xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %arg1, %arg2 : tensor<5xf32>, tensor<5x37xf32>, tensor<37xf32>) outs(%1 : tensor<5x37xf32>) {
    ^bb0(%3: f32, %4: f32, %5: f32, %6: f32):
      %7 = arith.constant 0.0 : f32
      %8 = arith.cmpf une, %3, %7 : f32
      %9 = arith.select %8, %4, %5 : f32
      linalg.yield %9 : f32
    } -> tensor<5x37xf32>
    return %2 : tensor<5x37xf32>
  }
}
